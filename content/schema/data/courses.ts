/** The offerings (courses.yaml): what a course or bootcamp costs, when it runs and how many seats it has. */
import { z } from 'zod';
import { href, httpsUrl, iconName, isoDate, nonEmpty, timeRange } from '../shapes.ts';

/** A start date and a weekly rhythm belong to pages (each page states its own reading); these are the offering's facts. */
export const courseSchema = z.strictObject({
  title: nonEmpty.meta({ description: 'Tên khóa học', examples: ['Lập trình Bot Auto Trading không cần biết code'] }),
  subtitle: nonEmpty.meta({ description: 'Một câu dưới tên khóa học' }),
  /** Price in VND, a whole number; absent while tuition is given on request. */
  price: z.number().int().positive().optional().meta({ description: 'Học phí bằng đồng, số nguyên không dấu chấm; bỏ trường này nếu học phí báo khi liên hệ', examples: [6500000] }),
  /** Price before the discount, in VND; the discount percent is derived from the two. */
  originalPrice: z.number().int().positive().optional().meta({ description: 'Học phí trước khi giảm, bằng đồng; phần trăm giảm được tính từ hai số', examples: [8000000] }),
  /**
   * Number of main sessions, only for an offering without a curriculum on its page:
   * when a page lists the curriculum, the count is taken from that list.
   */
  sessions: z.number().int().positive().optional().meta({ description: 'Số buổi chính, chỉ khi trang của khóa không có chương trình học (có thì số buổi được đếm từ đó)', examples: [16] }),
  /** Extra sessions on top of the main ones. */
  supplementarySessions: z.number().int().nonnegative().default(0).meta({ description: 'Số buổi học bổ trợ thêm', examples: [5] }),
  duration: nonEmpty.meta({ description: 'Thời lượng', examples: ['2 tháng'] }),
  location: nonEmpty.meta({ description: 'Nơi học', examples: ['Online'] }),
  /** Daily time slots, e.g. "18:00-20:00". */
  timeSlots: z.array(timeRange).min(1).optional().meta({ description: 'Các khung giờ học trong ngày', examples: [['8:00-10:00', '18:00-20:00']] }),
  startDate: isoDate.optional().meta({ description: 'Ngày khai giảng, năm-tháng-ngày', examples: ['2025-08-13'] }),
  endDate: isoDate.optional().meta({ description: 'Ngày kết thúc, năm-tháng-ngày', examples: ['2025-10-15'] }),
  maxStudents: z.number().int().positive().optional().meta({ description: 'Số chỗ tối đa', examples: [20] }),
  currentStudents: z.number().int().nonnegative().optional().meta({ description: 'Số học viên đã đăng ký', examples: [12] }),
  /** Set to false to keep the enrolment count off the pages (the capacity still shows). */
  showEnrolment: z.boolean().default(true).meta({ description: 'false để ẩn số học viên đã đăng ký (số chỗ vẫn hiện)' }),
  status: z.literal('Đang tuyển sinh').meta({ description: 'Trạng thái tuyển sinh' }),
  /** Where the offering's own page lives, when it has one. */
  href: href.optional().meta({ description: 'Trang riêng của khóa học, nếu có', examples: ['/lap-trinh-bot-auto-trading-khong-can-biet-code'] }),
  /** The external registration form (https), opened in a dialog by register buttons. */
  registerForm: httpsUrl.optional().meta({ description: 'Form đăng ký (https://), mở trong hộp thoại khi bấm nút đăng ký; máy chủ của form phải có trong embedHosts của site.yaml', examples: ['https://docs.google.com/forms/d/e/MA_FORM/viewform'] }),
  /** Bank transfer: which account (bank-accounts.yaml) and the note to write on the transfer. */
  payment: z.strictObject({
    account: nonEmpty.meta({ description: 'id của tài khoản trong bank-accounts.yaml' }),
    note: nonEmpty.meta({ description: 'Nội dung ghi khi chuyển khoản', examples: ['BOT HO TEN SDT'] }),
  }).optional().meta({ description: 'Chuyển khoản: tài khoản nhận và nội dung chuyển khoản' }),
  /** Hands-on projects built during the course. */
  projects: z.array(z.strictObject({ icon: iconName, title: nonEmpty, description: nonEmpty })).default([]).meta({ description: 'Các dự án thực hành làm trong khóa' }),
});
export const coursesSchema = z.record(z.string(), courseSchema).meta({ description: 'Các khóa học và bootcamp, theo id (trang nhắc đến khóa bằng id này)' });

export type Course = z.infer<typeof courseSchema>;
/**
 * A course after loading: its session count is always known (stated, or counted from its page's curriculum);
 * the status it shows is the build's (site/facts/deriveFacts.ts).
 */
export type Offering = Course & {
  sessions: number;
  /** The status the pages show: `status`, or labels `offering.started` once the course has started by the build's clock. */
  shownStatus: string;
  /** While the course has not started by the build's clock: when it does (ISO), for the page's clock. */
  startsAt?: string;
};
