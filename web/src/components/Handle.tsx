/** A cook's @username, isolated from the text around it (a Latin handle inside Hebrew stays whole); none: nothing. */
export function Handle({
  username,
  className,
  as: Tag = 'span',
}: {
  username: string | undefined | null;
  className: string;
  as?: 'span' | 'p';
}) {
  if (!username) return null;
  return (
    <Tag className={className}>
      <bdi>@{username}</bdi>
    </Tag>
  );
}
