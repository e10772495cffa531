/** A whole-number VND amount as Vietnamese pages write it: 6500000 → "6.500.000 VNĐ". */
export function formatVnd(amount: number): string {
  const grouped = Math.round(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped} VNĐ`;
}
