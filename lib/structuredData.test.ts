import { describe, expect, it } from 'vitest';
import { contactsSchema, coursesSchema, createPageSchema, instructorsSchema, siteSchema, type PageFrontmatter } from '../content/schema.ts';
import { serializeJsonLd, structuredDataFor, type JsonLdNode, type StructuredFacts } from './structuredData.ts';

// Fixtures go through the real schemas, so they have the shape (and defaults) pages have.
const courses = coursesSchema.parse({
  online: {
    title: 'Bot giao dịch', subtitle: 'Khóa học thử', price: 6500000, duration: '2 tháng', location: 'Online qua Google Meet',
    startDate: '2025-08-13', endDate: '2025-10-15', maxStudents: 20, currentStudents: 12, status: 'Đang tuyển sinh',
  },
  onsite: { title: 'Lớp tại chỗ', subtitle: 'Khóa học thử', price: 990000, duration: '4 tuần', location: 'Tầng 3, 12 Lê Lợi, Quận 1', maxStudents: 10, currentStudents: 10, status: 'Đang tuyển sinh' },
  onRequest: { title: 'Học phí theo yêu cầu', subtitle: 'Khóa học thử', duration: '90 phút/buổi', location: 'Online', status: 'Đang tuyển sinh' },
});
const facts: StructuredFacts = {
  site: siteSchema.parse({
    name: 'AI Trading Academy', logoMark: 'AT', url: 'https://example.com', favicon: '/favicon.svg', ogImage: '/og-image.png',
    locale: 'vi_VN', copyrightYear: 2024, tagline: 'Đào tạo AI cho người không chuyên.', embedHosts: ['forms.example.com'],
  }),
  contacts: contactsSchema.parse({
    hotline: { label: 'Gọi hotline', href: 'tel:+84900000000', display: '0900 000 000' },
    mail: { label: 'Email', href: 'mailto:support@example.com?subject=Hỏi' },
    chat: { label: 'Zalo', href: 'https://zalo.me/g/example' },
  }),
  courses: Object.fromEntries(Object.entries(courses).map(([id, course]) => [id, { ...course, sessions: 10, shownStatus: course.status }])),
  instructors: instructorsSchema.parse({ lead: { name: 'Trần Minh Khoa', title: 'Giảng viên chính', bio: 'Tiểu sử.', expertise: ['Python'] } }),
};
const pageSchema = createPageSchema({ instructors: ['lead'], courses: Object.keys(courses), contacts: Object.keys(facts.contacts) });
const curriculum = [{ sessions: [{ title: 'Buổi 1', topics: ['Mở đầu'] }] }];
const eventFields = { type: 'event', title: 'Workshop AI', description: 'Một buổi workshop thử.', start: '2025-08-23T08:00:00+07:00', registration: { contact: 'chat' } };

/** The JSON-LD of a page whose frontmatter is `fields`, validated like a page's. */
function jsonLdOf(fields: Record<string, unknown>, route = '/thu'): JsonLdNode[] {
  const frontmatter: PageFrontmatter = pageSchema.parse(fields);
  return structuredDataFor({ route, frontmatter }, facts);
}

function only(nodes: JsonLdNode[], type: string): JsonLdNode {
  const found = nodes.filter((node) => node['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0] as JsonLdNode;
}

describe('structuredDataFor on a course or bootcamp page', () => {
  it('describes the offering as a Course with a VND offer and a dated online instance', () => {
    const nodes = jsonLdOf({ type: 'course', title: 'Trang khóa học', description: 'Mô tả trang.', offering: 'online', curriculum, instructors: ['lead'] }, '/bot');
    expect(nodes).toHaveLength(1);
    expect(only(nodes, 'Course')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Bot giao dịch',
      description: 'Mô tả trang.',
      url: 'https://example.com/bot',
      inLanguage: 'vi',
      provider: { '@type': 'Organization', '@id': 'https://example.com/#organization', name: 'AI Trading Academy', url: 'https://example.com/' },
      offers: { '@type': 'Offer', category: 'Paid', price: 6500000, priceCurrency: 'VND', availability: 'https://schema.org/InStock', url: 'https://example.com/bot' },
      hasCourseInstance: [{
        '@type': 'CourseInstance', courseMode: 'Online', startDate: '2025-08-13', endDate: '2025-10-15',
        instructor: [{ '@type': 'Person', name: 'Trần Minh Khoa', jobTitle: 'Giảng viên chính' }],
      }],
    });
  });

  it('gives a course taught in a place that place, and marks a full class sold out', () => {
    const course = only(jsonLdOf({ type: 'bootcamp', title: 'Bootcamp', description: 'Mô tả.', offering: 'onsite', hero: { actions: [{ label: 'Hỏi qua Zalo', contact: 'chat' }] }, curriculum, instructors: ['lead'] }), 'Course');
    expect(course.hasCourseInstance).toEqual([expect.objectContaining({ courseMode: 'Onsite', location: 'Tầng 3, 12 Lê Lợi, Quận 1' })]);
    expect(course.offers).toMatchObject({ price: 990000, availability: 'https://schema.org/SoldOut' });
  });

  it('states no offer for a course whose price is given on request', () => {
    const course = only(jsonLdOf({ type: 'course', title: 'Khóa học', description: 'Mô tả.', offering: 'onRequest', curriculum }), 'Course');
    expect(course.offers).toBeUndefined();
    expect(course.hasCourseInstance).toEqual([{ '@type': 'CourseInstance', courseMode: 'Online' }].map((instance) => expect.objectContaining(instance)));
  });
});

describe('structuredDataFor on an event page', () => {
  it('keeps the +07:00 times and puts a venue in a Place, with a free VND offer and its share card as the image', () => {
    const event = only(jsonLdOf({
      ...eventFields, end: '2025-08-23T12:00:00+07:00', price: 0, seats: 80,
      place: { venue: 'Trung tâm Hội nghị', address: '168 Phan Văn Trị, Gò Vấp' },
      registration: { form: 'https://forms.example.com/ws' },
      speakers: [{ name: 'Phạm Đức Anh', title: 'Kỹ sư', company: 'Công ty Số', emoji: '👨‍💻', color: 'blue' }],
    }, '/workshop'), 'Event');
    expect(event).toMatchObject({
      name: 'Workshop AI',
      description: 'Một buổi workshop thử.',
      url: 'https://example.com/workshop',
      startDate: '2025-08-23T08:00:00+07:00',
      endDate: '2025-08-23T12:00:00+07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Trung tâm Hội nghị', address: '168 Phan Văn Trị, Gò Vấp' },
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'VND', url: 'https://forms.example.com/ws' },
      maximumAttendeeCapacity: 80,
      organizer: { '@type': 'Organization', name: 'AI Trading Academy' },
      performer: [{ '@type': 'Person', name: 'Phạm Đức Anh', jobTitle: 'Kỹ sư', worksFor: { '@type': 'Organization', name: 'Công ty Số' } }],
      image: 'https://example.com/share/workshop.png',
    });
  });

  it('puts an online event at a VirtualLocation, the page itself when there is no form, with its price', () => {
    const event = only(jsonLdOf({ ...eventFields, place: { online: 'Zoom' }, price: 150000, instructors: ['lead'] }, '/webinar'), 'Event');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(event.location).toEqual({ '@type': 'VirtualLocation', name: 'Zoom', url: 'https://example.com/webinar' });
    expect(event.offers).toMatchObject({ price: 150000, priceCurrency: 'VND', url: 'https://example.com/webinar' });
    expect(event.isAccessibleForFree).toBe(false);
    expect(event.endDate).toBeUndefined();
    expect(event.maximumAttendeeCapacity).toBeUndefined();
    // Without speakers, the page's instructors are the ones who present.
    expect(event.performer).toEqual([{ '@type': 'Person', name: 'Trần Minh Khoa', jobTitle: 'Giảng viên chính' }]);
  });
});

describe('structuredDataFor on the home page', () => {
  const home = {
    type: 'home', title: 'Trang chủ', description: 'Mô tả.',
    promo: { date: '2025-08-08', href: '/webinar', badge: 'Mới' },
    hero: { badge: 'Khai giảng', actions: [{ label: 'Đăng ký', href: '/bot' }], facts: [], stats: [] },
    featuredCourse: 'online', courseActions: [{ label: 'Xem', href: '/bot' }],
    benefits: Array.from({ length: 10 }, (_, i) => ({ icon: 'circle-check', title: `Lợi ích ${i}`, description: 'Mô tả.' })),
    modules: Array.from({ length: 6 }, (_, i) => ({ sessions: [i + 1, i + 1], title: `Phần ${i}`, level: 'Cơ bản', topics: ['Chủ đề'] })),
    instructors: ['lead'],
    testimonials: Array.from({ length: 3 }, () => ({ name: 'An', role: 'Học viên', content: 'Hay.', rating: 5, avatar: '👩', background: 'blue' })),
    news: [{ title: 'Tin', date: '2025-08-01', href: '/webinar', tag: 'Sự kiện', summary: 'Tóm tắt.' }],
    faq: Array.from({ length: 6 }, (_, i) => ({ question: `Câu hỏi ${i}?`, answer: `Trả lời ${i} <b>&</b>.` })),
    contactActions: [{ label: 'Gọi', contact: 'hotline' }],
  };

  it('names the Organization with its logo and its phone and mail contacts', () => {
    const organization = only(jsonLdOf(home, '/'), 'Organization');
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://example.com/#organization',
      name: 'AI Trading Academy',
      url: 'https://example.com/',
      logo: 'https://example.com/favicon.svg',
      description: 'Đào tạo AI cho người không chuyên.',
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'customer support', telephone: '+84900000000' },
        { '@type': 'ContactPoint', contactType: 'customer support', email: 'support@example.com' },
      ],
    });
  });

  it('lists the FAQ as Questions with accepted Answers, in order', () => {
    const faq = only(jsonLdOf(home, '/'), 'FAQPage');
    expect(faq.mainEntity).toEqual(home.faq.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })));
  });
});

describe('structuredDataFor on other pages', () => {
  it('has nothing to say about a page of prose', () => {
    expect(jsonLdOf({ type: 'page', title: 'Chính sách', description: 'Mô tả.' })).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed or commented out by the text it carries, and parses back to the same data', () => {
    const node: JsonLdNode = { '@type': 'Thing', name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = serializeJsonLd(node);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(node);
  });

  it('drops properties left undefined', () => {
    expect(serializeJsonLd({ '@type': 'Thing', name: 'A', url: undefined })).toBe('{"@type":"Thing","name":"A"}');
  });
});
