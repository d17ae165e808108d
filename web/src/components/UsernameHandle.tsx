/** A cook's @username, kept left-to-right inside right-to-left text; nothing while there is none. */
export function UsernameHandle({
  username,
  className,
}: {
  username: string | null | undefined;
  className: string;
}) {
  return username ? (
    <p className={className}>
      <bdi>@{username}</bdi>
    </p>
  ) : null;
}
