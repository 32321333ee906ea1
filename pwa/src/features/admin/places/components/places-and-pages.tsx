import { Callout, Checkbox, Classes, FormGroup, HTMLSelect, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPTY,
  PAGE_ADMIN_MESSAGES,
  PLACE_ADMIN_MESSAGES,
  adminPaths,
  type PageRecord,
  type PlaceRecord,
} from '@portal/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { useDeletePage, useAdminPages } from '../api/pages.ts';
import { usePageTypes } from '../api/page-types.ts';
import { useDeletePlace, useAdminPlaces } from '../api/places.ts';
import {
  NO_PLACES_FILTER,
  addressOfPlacesFilter,
  byPlaceName,
  placesFilterFromAddress,
  type PlacesFilter,
} from '../lib/places-filter.ts';
import { RowActions } from '@/features/admin/components/row-actions.tsx';
import { TableHead } from '@/features/admin/components/table-head.tsx';
import { LoadProblems } from './load-problems.tsx';
import './places-and-pages.css';

type Deleting = { kind: 'place'; record: PlaceRecord } | { kind: 'page'; record: PageRecord };

type ListTableProps<T> = {
  title: string;
  /** The spinner's name while the list loads ('Loading places'). */
  loadingLabel: string;
  columns: readonly MessageDescriptor[];
  list: { error: Error | null; data: readonly T[] | undefined };
  /** The list's rows in the order shown. */
  rows: readonly T[];
  keyOf: (row: T) => string;
  /** The row's cells before its actions, its name among them as the row header. */
  cells: (row: T) => ReactNode;
  /** How the row is named on its buttons ('place Visual Arts'). */
  nameOf: (row: T) => string;
  editHref: (row: T) => string;
  onDelete: (row: T) => void;
};

/** One of the tab's tables under its heading, with edit and delete per row and the spec's empty text. */
function ListTable<T>({ title, loadingLabel, columns, list, rows, keyOf, cells, nameOf, editHref, onDelete }: ListTableProps<T>) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {list.error ? (
        <Callout intent={Intent.DANGER} role="alert">
          {i18n._(list.error.message)}
        </Callout>
      ) : list.data ? (
        <div className="places-and-pages__table">
          <HTMLTable striped compact>
            <TableHead columns={columns.map((column) => i18n._(column))} />
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={columns.length}>{i18n._(EMPTY.noRecords)}</td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={keyOf(row)}>
                  {cells(row)}
                  <td>
                    <RowActions
                      className="places-and-pages__actions"
                      name={nameOf(row)}
                      editHref={editHref(row)}
                      onDelete={() => onDelete(row)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : (
        <Spinner size={30} aria-label={loadingLabel} />
      )}
    </section>
  );
}

const PLACE_COLUMNS = [msg`Place`, msg`Description`, msg`Audience`, msg`Actions`];
const PAGE_COLUMNS = [msg`Place`, msg`Title`, msg`Page Type`, msg`Navigation`, msg`Actions`];

/**
 * The Places tab (admin spec 2 "Places and Pages list"): create buttons, the place, page type
 * and Navigation filters (kept in the address), the campus's places and their pages sorted by
 * place name, each with edit and delete after the spec's confirmation.
 */
export function PlacesAndPages() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter = placesFilterFromAddress(params);
  const allPlaces = useAdminPlaces(NO_PLACES_FILTER);
  const places = useAdminPlaces(filter);
  const pages = useAdminPages(filter);
  const pageTypes = usePageTypes();
  const deletePlace = useDeletePlace();
  const deletePage = useDeletePage();
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const setFilter = (changes: Partial<PlacesFilter>) =>
    setParams(addressOfPlacesFilter(params, { ...filter, ...changes }), { replace: true });

  const placeOptions = useMemo(() => [...(allPlaces.data ?? [])].sort(byPlaceName((place) => place.place)), [allPlaces.data]);
  const placeRows = useMemo(() => [...(places.data ?? [])].sort(byPlaceName((place) => place.place)), [places.data]);
  const pageRows = useMemo(() => [...(pages.data ?? [])].sort(byPlaceName((page) => page.place_place ?? '')), [pages.data]);

  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  /** A page named with its place, as titles repeat across places ('Welcome', 'Resources'). */
  const pageName = ({ title, place_place: place }: PageRecord) => (place ? t`${title} of ${place}` : title);

  function confirmDelete() {
    if (!deleting) return;
    const done = {
      onSuccess: () =>
        showAdminToast({
          message: i18n._(deleting.kind === 'place' ? PLACE_ADMIN_MESSAGES.deleted : PAGE_ADMIN_MESSAGES.deleted),
          intent: Intent.SUCCESS,
        }),
      onError: (error: Error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
      onSettled: () => setDeleting(null),
    };
    if (deleting.kind === 'place') deletePlace.mutate(deleting.record.placeUid, done);
    else deletePage.mutate(deleting.record.pageUid, done);
  }

  return (
    <div className="places-and-pages">
      <div className="places-and-pages__create">
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={adminPaths.addPlace.href()}>
          <Trans>Create Place</Trans>
        </Link>
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={adminPaths.addPage.href()}>
          <Trans>Create Page</Trans>
        </Link>
      </div>

      <form
        className="places-and-pages__filter"
        aria-label={t`Filter places and pages`}
        onSubmit={(event) => event.preventDefault()}
      >
        <FormGroup label={t`Place`} labelFor={`${id}-place`}>
          <HTMLSelect
            id={`${id}-place`}
            value={filter.place}
            onChange={(event) => setFilter({ place: event.currentTarget.value })}
            options={[
              { value: '', label: i18n._(PLACE_ADMIN_MESSAGES.selectPlace) },
              ...placeOptions.map((place) => ({ value: place.placeUid, label: place.place })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t`Page type`} labelFor={`${id}-pagetype`}>
          <HTMLSelect
            id={`${id}-pagetype`}
            value={filter.pagetype}
            onChange={(event) => setFilter({ pagetype: event.currentTarget.value })}
            options={[
              { value: '', label: i18n._(PLACE_ADMIN_MESSAGES.selectPageType) },
              ...(pageTypes.data ?? []).map((type) => ({ value: type.pagetypeUid, label: type.pageType })),
            ]}
          />
        </FormGroup>
        <Checkbox
          label={t`Navigation`}
          checked={filter.navigation}
          onChange={(event) => setFilter({ navigation: event.currentTarget.checked })}
        />
      </form>

      <LoadProblems errors={[allPlaces.error, pageTypes.error]} />

      <ListTable
        title={t`Places`}
        loadingLabel={t`Loading places`}
        columns={PLACE_COLUMNS}
        list={places}
        rows={placeRows}
        keyOf={(place) => place.placeUid}
        cells={(place) => (
          <>
            <th scope="row">{place.place}</th>
            <td>{place.description}</td>
            <td>{place.intended_audience}</td>
          </>
        )}
        nameOf={({ place }) => t`place ${place}`}
        editHref={(place) => adminPaths.editPlace.href({ id: place.placeUid })}
        onDelete={(place) => setDeleting({ kind: 'place', record: place })}
      />
      <ListTable
        title={t`Pages`}
        loadingLabel={t`Loading pages`}
        columns={PAGE_COLUMNS}
        list={pages}
        rows={pageRows}
        keyOf={(page) => page.pageUid}
        cells={(page) => (
          <>
            <td>{page.place_place}</td>
            <th scope="row">{page.title}</th>
            <td>{page.pagetype_pagetype}</td>
            <td>{yesNo(page.navigation)}</td>
          </>
        )}
        nameOf={(page) => {
          const name = pageName(page);
          return t`page ${name}`;
        }}
        editHref={(page) => adminPaths.editPage.href({ id: page.pageUid })}
        onDelete={(page) => setDeleting({ kind: 'page', record: page })}
      />

      <DeleteQuestion
        title={i18n._(deleting?.kind === 'page' ? PAGE_ADMIN_MESSAGES.deleteTitle : PLACE_ADMIN_MESSAGES.deleteTitle)}
        question={i18n._(deleting?.kind === 'page' ? PAGE_ADMIN_MESSAGES.deleteConfirm : PLACE_ADMIN_MESSAGES.deleteConfirm)}
        subject={deleting ? (deleting.kind === 'place' ? deleting.record.place : pageName(deleting.record)) : null}
        pending={deletePlace.isPending || deletePage.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
