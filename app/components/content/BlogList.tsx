import type { BlogPostSummary } from "~/models/content/content.server";
import * as styles from "./BlogList.css";

const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-03-02" as "2 March 2026". */
export function postDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The blog's posts, newest first, each a card linking to the post. */
export function BlogList({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return <p>There are no posts yet. Check back soon.</p>;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug}>
          <article className={styles.card} aria-labelledby={`post-${post.slug}`}>
            <h2 id={`post-${post.slug}`} className={styles.title}>
              <a href={`/blog/${post.slug}`}>{post.title}</a>
            </h2>
            {post.date ? (
              <time className={styles.date} dateTime={post.date}>
                {postDate(post.date)}
              </time>
            ) : null}
            {post.description ? <p className={styles.summary}>{post.description}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
