/** Stored ids or messages, one per line, as code: ids read left to right, messages in their own direction. */
export function CodeList(props: { items: readonly string[]; dir: 'ltr' | 'auto'; className?: string }) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item} dir={props.dir}>
          <code>{item}</code>
        </li>
      ))}
    </ul>
  );
}
