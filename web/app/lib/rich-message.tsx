import { Fragment, type ReactNode } from "react";

/** A private-use character no message contains: it marks where a part goes in a message's text. */
const MARK = "\uE000";

/**
 * A message with markup inside it (a link, <strong>, <code>): each placeholder is filled with a part given as
 * JSX, so that a translation puts the part where its language wants it while the markup stays in the page.
 * `rich(m["info.contactNote"], { link: <Link to="/contact">{m["info.contactPage"]()}</Link> })`
 */
export function rich<Part extends string>(
  message: (inputs: Record<Part, string>) => string,
  parts: Record<Part, ReactNode>,
): ReactNode {
  const names = Object.keys(parts) as Part[];
  const marked = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<
    Part,
    string
  >;
  // "a {link} b" renders as ["a ", "link", " b"]: the odd pieces are the names of parts.
  return message(marked)
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 0 ? (
        piece
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's pieces never move, and a part may occur twice
        <Fragment key={index}>{parts[piece as Part]}</Fragment>
      ),
    );
}
