import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Card, CardList } from '@/components/ui/card.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { ListRow, RowList } from '@/components/ui/list-row.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { StackedTable } from '@/components/ui/stacked-table.tsx';
import { Stat, StatGroup } from '@/components/ui/stat.tsx';
import '@/components/ui/stat.css';
import '@/components/ui/list-row.css';
import './component-catalogue.css';

/** One state of a component, named as a person would see it. */
function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="catalogue-state">
      <figcaption className="catalogue-state__name">{name}</figcaption>
      <div className="catalogue-state__example">{children}</div>
    </figure>
  );
}

function Entry({ id, name, file, children }: { id: string; name: string; file: string; children: ReactNode }) {
  return (
    <section className="catalogue-entry" aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <p className="catalogue-entry__file">
        <code>{file}</code>
      </p>
      {children}
    </section>
  );
}

const PICTURE = '/icons/icon-512.png';
const image = (kind: 'hero' | 'thumbnail') => (
  <img className="card__image" src={PICTURE} alt="" width={kind === 'hero' ? 450 : 150} height={kind === 'hero' ? 320 : 110} />
);

function FormFieldStates() {
  const [value, setValue] = useState('');
  return (
    <>
      <State name="Empty">
        <FormField id="catalogue-reason" label="Reason">
          {(control) => <input {...control} value={value} onChange={(event) => setValue(event.target.value)} />}
        </FormField>
      </State>
      <State name="With a hint">
        <FormField
          id="catalogue-details"
          label="Details for the school (optional)"
          hint="Anything the school should know, such as a doctor's appointment."
        >
          {(control) => <textarea {...control} rows={3} />}
        </FormField>
      </State>
      <State name="With an error">
        <FormField id="catalogue-date" label="Date of absence" error="Please enter a date." required>
          {(control) => <input {...control} type="date" />}
        </FormField>
      </State>
    </>
  );
}

/**
 * The catalogue of our own components, each in its states, at /dev/components in development
 * (`npm run catalogue --workspace pwa`). A screen is built from these; change one here first.
 */
export function ComponentCatalogue() {
  return (
    <main className="catalogue" id="main">
      <h1>Component catalogue</h1>
      <p>
        Our own components and their states, drawn with the design tokens (src/app/tokens.css). Not part of a production build.
      </p>

      <Entry id="page-header" name="Page header" file="components/ui/page-header.tsx">
        <State name="Title only">
          <PageHeader title="Notices" />
        </State>
        <State name="With a lead and actions">
          <PageHeader
            title="Absences"
            lead="Tell the school when your child is away, and give a reason for an absence it recorded."
            actions={
              <button type="button" className="button">
                Notify an absence
              </button>
            }
          />
        </State>
      </Entry>

      <Entry id="card" name="Card (with image)" file="components/ui/card.tsx">
        <State name="Plain">
          <CardList>
            <Card title="Year 9 camp: what to pack" titleId="c1" headingLevel={3} meta={<DateDisplay value="2026-11-27" />}>
              <p className="card__body">Sleeping bag, a torch, sturdy shoes and a water bottle. The full list is attached.</p>
            </Card>
          </CardList>
        </State>
        <State name="With a hero picture (a newsletter)">
          <CardList>
            <Card
              className="post-card card--hero"
              title={<a href="#card">Connections, week 8</a>}
              titleId="c2"
              headingLevel={3}
              image={image('hero')}
              meta={<span className="badge">Newsletter</span>}
            >
              <p className="card__body">The swimming carnival, a new library wing and the spring concert…</p>
            </Card>
          </CardList>
        </State>
        <State name="With a thumbnail, unread (a notice)">
          <CardList>
            <Card
              className="post-card card--thumbnail card--unread"
              title={<a href="#card">Uniform shop hours change</a>}
              titleId="c3"
              headingLevel={3}
              image={image('thumbnail')}
              meta={
                <>
                  <span className="badge badge--unread">Unread</span>
                  <span className="badge">Uniform</span>
                  <DateDisplay value="2026-11-25" />
                </>
              }
            >
              <button type="button" className="link-button">
                Mark as read
              </button>
            </Card>
          </CardList>
        </State>
        <State name="An alert without a heading (a broadcast)">
          <CardList>
            <Card className="card--alert" meta={<strong className="badge badge--alert">Current</strong>}>
              <p className="card__body">The school is closed today because of the storm. Students stay home.</p>
            </Card>
          </CardList>
        </State>
      </Entry>

      <Entry id="list-row" name="List row" file="components/ui/list-row.tsx">
        <State name="With a date and an action">
          <RowList label="Key dates">
            <ListRow leading={<DateDisplay value="2027-02-02" />}>First day of term 1</ListRow>
            <ListRow
              leading={<DateDisplay value="2027-03-14" />}
              trailing={
                <button type="button" className="button button--small">
                  Give reason
                </button>
              }
            >
              Absent all day: no reason given yet
            </ListRow>
          </RowList>
        </State>
      </Entry>

      <Entry id="stat" name="Stat" file="components/ui/stat.tsx">
        <StatGroup label="Examples">
          <Stat value="1,204" label="Active people" hint="Carers, students and staff who opened the portal" />
          <Stat value="96%" label="Attendance this term" tone="good" />
          <Stat value="3" label="Absences without a reason" hint="Give a reason on the Absences screen" tone="attention" />
        </StatGroup>
      </Entry>

      <Entry id="stacked-table" name="Stacked table" file="components/ui/stacked-table.tsx">
        <State name="A table that becomes cards on a narrow screen (make the window narrower than 36rem)">
          <StackedTable
            caption="Assessment tasks, 2026"
            columns={['Task Name', 'Weighting', 'Mark Out Of', 'Due Date']}
            rows={[
              { key: 'essay', name: 'Persuasive essay', cells: ['30%', '40', <DateDisplay key="d" value="2026-03-20" />] },
              { key: 'exam', name: 'Half-yearly examination', cells: ['40%', '100', <DateDisplay key="d" value="2026-06-12" />] },
            ]}
          />
        </State>
      </Entry>

      <Entry id="empty-state" name="Empty state" file="components/ui/empty-state.tsx">
        <State name="The spec's text">
          <EmptyState />
        </State>
        <State name="A screen's own text with a next step">
          <EmptyState message="No records found" hint="Choose another year to see its tasks." />
        </State>
      </Entry>

      <Entry id="form-field" name="Form field" file="components/ui/form-field.tsx">
        <FormFieldStates />
      </Entry>

      <Entry id="date-display" name="Date display" file="components/ui/date-display.tsx">
        <State name="A day">
          <DateDisplay value="2026-12-04" />
        </State>
        <State name="A moment, with its time at the school">
          <DateDisplay value="2026-12-03T22:30:00.000Z" withTime />
        </State>
        <State name="A screen's spec format">
          <DateDisplay value="2026-12-03T22:30:00.000Z" text="04/12/2026 9:30 AM" />
        </State>
      </Entry>
    </main>
  );
}

export function showComponentCatalogue(): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <ComponentCatalogue />
    </StrictMode>,
  );
}
