import { HTMLTable } from '@blueprintjs/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY, adminPaths, isLive, type PostRecord } from '@portal/contract';
import { formatAdminDate } from '../lib/format-admin-date.ts';
import { POST_TYPE_NAMES } from '../lib/post-type-names.ts';
import { RowActions } from './row-actions.tsx';
import { TableHead } from './table-head.tsx';

const COLUMNS = [
  msg`Title`,
  msg`Type`,
  msg`Category`,
  msg`Groups`,
  msg`Publish Start`,
  msg`Publish End`,
  msg`Created At`,
  msg`Made Public`,
  msg`Currently Live`,
  msg`Actions`,
];

/** Admin spec 2: newsletters open the newsletter editor, every other type the notice editor. */
export function editPathOf(post: Pick<PostRecord, 'type' | 'postUid'>): string {
  return post.type === 'newsletter'
    ? adminPaths.editNewsletter.href({ id: post.postUid })
    : adminPaths.editNotice.href({ id: post.postUid });
}

type PostsTableProps = {
  posts: readonly PostRecord[];
  /** The post an editor just saved: first, marked, and not again further down. */
  justSaved?: PostRecord | undefined;
  /** The moment 'Currently live' is decided for, the same for every row. */
  now: Date;
  onDelete: (post: PostRecord) => void;
};

export function PostsTable({ posts, justSaved, now, onDelete }: PostsTableProps) {
  const { t, i18n } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const rows = justSaved ? [justSaved, ...posts.filter((post) => post.postUid !== justSaved.postUid)] : posts;
  return (
    <div className="posts-table">
      <HTMLTable striped compact>
        <TableHead columns={COLUMNS.map((column) => i18n._(column))} />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>{i18n._(EMPTY.noRecords)}</td>
            </tr>
          ) : (
            rows.map((post) => (
              <tr key={post.postUid} className={post === justSaved ? 'posts-table__just-saved' : undefined}>
                <th scope="row">
                  {post.title}
                  {post === justSaved && (
                    <span className="posts-table__just-saved-tag">
                      {' '}
                      <Trans>Just saved</Trans>
                    </span>
                  )}
                </th>
                <td>{i18n._(POST_TYPE_NAMES[post.type])}</td>
                <td>{post.postcategory_categoryname ?? ''}</td>
                <td>{post.group_list.groupNames.join(', ')}</td>
                <td>{formatAdminDate(post.publish_start)}</td>
                <td>{formatAdminDate(post.publish_end)}</td>
                <td>{formatAdminDate(post.created_at)}</td>
                <td>{yesNo(post.make_public)}</td>
                <td>{yesNo(isLive(post, now))}</td>
                <td>
                  <RowActions className="posts-table-actions" name={post.title} editHref={editPathOf(post)} onDelete={() => onDelete(post)} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
