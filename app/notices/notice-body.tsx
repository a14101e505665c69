import type { Inline } from "./format";
import type { NoticeView } from "./types";

/**
 * A notice's body as its blocks (app/notices/format.ts): paragraphs,
 * lists and links, every piece of text a React text node, so nothing the
 * office typed becomes markup.
 */
function Line({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
          <a key={i} href={part.href}>
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function NoticeBody({ notice }: { notice: Pick<NoticeView, "blocks" | "bodyLang"> }) {
  return (
    <div className="prose" lang={notice.bodyLang}>
      {notice.blocks.map((block, i) => {
        if (block.kind === "p")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a body's blocks never move
            <p key={i}>
              {block.lines.map((line, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's lines never move
                <span key={j}>
                  {j > 0 ? <br /> : null}
                  <Line parts={line} />
                </span>
              ))}
            </p>
          );
        const List = block.kind;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a body's blocks never move
          <List key={i}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list's items never move
              <li key={j}>
                <Line parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
