/**
 * This site's facts that must not pass, each added to the real site: the pages in fixtures/ and edits
 * of real files (the flagship's curriculum, the home page's modules). Each gives exactly its problems,
 * at the mistake, and the real content's own lines are left out (scripts/testing/scratchContent.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../../scripts/engine/core/paths.ts';
import { problemsAdded } from '../../scripts/testing/scratchContent.ts';
import { textPosition } from '../../scripts/testing/textPosition.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const real = (name: string) => readFileSync(path.join(contentDir, name), 'utf8');
const today = { today: '2025-08-01' };
const FLAGSHIP = 'lap-trinh-bot-auto-trading-khong-can-biet-code.mdx';
const PAGES = ['so-lieu-lap-lai.mdx', 'so-lieu-mau-thuan.mdx', 've-su-kien.mdx'];

describe('fact checks over the fixture pages', () => {
  let added: string[];
  beforeAll(() => {
    added = problemsAdded(Object.fromEntries(PAGES.map((name) => [name, fixture(name)])), today);
  }, 60_000);
  const of = (name: string) => added.filter((line) => line.startsWith(`content/${name}:`));

  it('warn where prose repeats a price, a session count, a date and the class size, naming the fact and the block showing it', () => {
    const shown = 'đã hiện trong <OfferingFacts /> (dòng 14); bỏ con số này khỏi câu để khi dữ kiện đổi chỉ phải sửa một chỗ';
    expect(of('so-lieu-lap-lai.mdx')).toEqual([
      `content/so-lieu-lap-lai.mdx:10:21  fact  warning: "17.500.000đ" lặp lại học phí của advanced (price ở content/data/courses.yaml:34), ${shown}`,
      `content/so-lieu-lap-lai.mdx:10:40  fact  warning: "35 buổi" lặp lại số buổi của advanced (sessions của advanced ở content/data/courses.yaml:35), ${shown}`,
      `content/so-lieu-lap-lai.mdx:12:17  fact  warning: "15/08/2025" lặp lại ngày khai giảng của advanced (startDate ở content/data/courses.yaml:39), ${shown}`,
      `content/so-lieu-lap-lai.mdx:12:44  fact  warning: "15 học viên" lặp lại sĩ số tối đa của advanced (maxStudents ở content/data/courses.yaml:41), ${shown}`,
    ]);
  });

  it('warn where prose gives another price or start date than the offering, naming both', () => {
    expect(of('so-lieu-mau-thuan.mdx')).toEqual([
      'content/so-lieu-mau-thuan.mdx:10:17  fact  warning: "15.000.000đ" khác học phí của advanced (price ở content/data/courses.yaml:34): 17.500.000 VNĐ; bỏ con số này khỏi câu và để <OfferingFacts /> hiện giá trị đúng, hoặc sửa dữ kiện nếu nó đã đổi',
      'content/so-lieu-mau-thuan.mdx:12:21  fact  warning: "01/09/2025" khác ngày khai giảng của advanced (startDate ở content/data/courses.yaml:39): 15/08/2025; bỏ con số này khỏi câu và để <OfferingFacts /> hiện giá trị đúng, hoặc sửa dữ kiện nếu nó đã đổi',
    ]);
  });

  it('warn where an event page repeats or contradicts its ticket price', () => {
    expect(of('ve-su-kien.mdx')).toEqual([
      'content/ve-su-kien.mdx:17:12  fact  warning: "200.000đ" lặp lại giá vé (price ở content/ve-su-kien.mdx:9), đã hiện trong <EventFacts /> (dòng 21); bỏ con số này khỏi câu để khi dữ kiện đổi chỉ phải sửa một chỗ',
      'content/ve-su-kien.mdx:19:12  fact  warning: "150.000đ" khác giá vé (price ở content/ve-su-kien.mdx:9): 200.000 VNĐ; bỏ con số này khỏi câu vì <EventFacts /> (dòng 21) đã hiện giá trị đúng, hoặc sửa dữ kiện nếu nó đã đổi',
    ]);
  });

  it('report nothing else', () => {
    expect(added).toHaveLength(8);
  });

  it('have a case for every fixture', () => {
    expect(readdirSync(fixtures).sort()).toEqual(PAGES);
  });
});

describe('fact checks over edited real files', () => {
  it('report the home page modules gone stale when the flagship gains a session, at the last module', () => {
    const page = real(FLAGSHIP);
    const first = '    sessions:\n      - title: Tư duy giao dịch tự động\n';
    const edited = page.replace(first, '    sessions:\n      - title: Buổi mở đầu\n        topics:\n          - Giới thiệu khóa học\n      - title: Tư duy giao dịch tự động\n');
    expect(edited).not.toBe(page);
    const home = real('index.mdx');
    expect(problemsAdded({ [FLAGSHIP]: edited }, today)).toEqual([
      `content/index.mdx:${textPosition(home, 'sessions: [17, 19]')}  fact  modules.5.sessions: chặng 6 ghi [17, 19]: buổi 20 chưa thuộc chặng nào. Các chặng phải nối tiếp nhau và phủ đúng buổi 1 đến 20 (20 buổi, đếm từ lộ trình (curriculum) ở content/${FLAGSHIP}); sửa thành [17, 20]`,
    ]);
  }, 30_000);

  it('report a gap between the home page modules at the first range that is wrong', () => {
    const home = real('index.mdx').replace('sessions: [5, 8]', 'sessions: [6, 8]');
    expect(problemsAdded({ 'index.mdx': home }, today)).toEqual([
      expect.stringMatching(new RegExp(`^content/index\\.mdx:${textPosition(home, 'sessions: [6, 8]')} {2}fact {2}modules\\.2\\.sessions: chặng 3 ghi \\[6, 8\\]: bỏ sót buổi 5\\. .*; sửa thành \\[5, 8\\] rồi xem lại các chặng sau$`)),
    ]);
  }, 30_000);

  it('report home page modules that overlap, naming the sessions counted twice', () => {
    const home = real('index.mdx').replace('sessions: [9, 12]', 'sessions: [8, 12]');
    expect(problemsAdded({ 'index.mdx': home }, today)).toEqual([
      expect.stringMatching(new RegExp(`^content/index\\.mdx:${textPosition(home, 'sessions: [8, 12]')} {2}fact {2}modules\\.3\\.sessions: chặng 4 ghi \\[8, 12\\]: buổi 8 đã thuộc chặng trước\\. .*; sửa thành \\[9, 12\\] rồi xem lại các chặng sau$`)),
    ]);
  }, 30_000);

  it('suggest <Count of="curriculum" /> where a course page types its own session count', () => {
    const page = real(FLAGSHIP);
    const edited = page.replace('Sau <Count of="curriculum" /> buổi học chính', 'Sau 19 buổi học chính');
    expect(problemsAdded({ [FLAGSHIP]: edited }, today)).toEqual([
      expect.stringMatching(new RegExp(`^content/${FLAGSHIP}:${textPosition(edited, '19 buổi học chính')} {2}fact {2}warning: "19 buổi" lặp lại số buổi của flagship .*, đã hiện trong <OfferingFacts /> \\(dòng \\d+\\); .*, hoặc viết <Count of="curriculum" /> thay cho con số để nó luôn đúng$`)),
    ]);
  }, 30_000);
});
