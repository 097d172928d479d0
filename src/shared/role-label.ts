/** `backgroundColor` -> `Background color`; `iconColor/textColor` -> `Icon color / text color` */
export function roleLabel(role: string): string {
  const words = role
    .split('/')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' / ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
