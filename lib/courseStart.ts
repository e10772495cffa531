/** When a course starts: the midnight in Vietnam that begins its start date (YYYY-MM-DD), as an ISO instant. */
export function courseStart(startDate: string): string {
  return `${startDate}T00:00:00+07:00`;
}
