import { Trans, useLingui } from '@lingui/react/macro';
import type { FinancialInfoRecord } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { useFinancialInfo } from '../api/get-financial-info.ts';
import { formatMoney } from '../lib/money.ts';
import './family-info.css';

/** What is owing on an account, its credit, or that it is paid. */
function Balance({ balance }: { balance: number }) {
  const { t } = useLingui();
  if (balance > 0) {
    const owing = formatMoney(balance);
    return t`Balance owing: ${owing}`;
  }
  if (balance < 0) {
    const credit = formatMoney(-balance);
    return t`In credit: ${credit}`;
  }
  return t`Paid in full`;
}

/** One child's fee account: its lines, the balance and the next payment's day. */
function Account({ account }: { account: FinancialInfoRecord }) {
  const { t } = useLingui();
  const { student, account_number: accountNumber, STUDENT_NUMBER: studentNumber } = account;
  return (
    <li className="card">
      <h2 className="card__title">
        {student} — {account.academic_year}
      </h2>
      <p className="card__meta">
        {accountNumber ? (
          <span>
            <Trans>Account {accountNumber}</Trans>
          </span>
        ) : null}
        <span>
          <Trans>Student number {studentNumber}</Trans>
        </span>
      </p>
      <div className="family-table-scroll" role="region" aria-label={t`Fees and payments of ${student}`} tabIndex={0}>
        <table className="family-table">
          <caption className="visually-hidden">
            <Trans>Fees and payments of {student}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Description</Trans>
              </th>
              <th scope="col" className="amount">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {account.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <DateDisplay value={line.date} />
                </td>
                <td>{line.description}</td>
                <td className="amount">{line.kind === 'payment' ? `−${formatMoney(line.amount)}` : formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="family-balance">
        <Balance balance={account.balance} />
      </p>
      {account.balance > 0 && account.next_due_date ? (
        <p className="card__body">
          <Trans>
            Next payment due <DateDisplay value={account.next_due_date} />
          </Trans>
        </p>
      ) : null}
    </li>
  );
}

/** Each child's fee account for the year: charges and payments, what is owing and when. */
export function FinancialAccounts() {
  const saved = useFinancialInfo();
  return (
    <SavedContent saved={saved}>
      {(accounts) =>
        accounts.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="card-list">
            {accounts.map((account) => (
              <Account key={`${account.STUDENT_NUMBER}-${account.academic_year}`} account={account} />
            ))}
          </ul>
        )
      }
    </SavedContent>
  );
}
