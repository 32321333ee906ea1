import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { useFinancialInfo } from '../api/get-financial-info.ts';
import { formatMoney } from '../lib/money.ts';
import './family-info.css';

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
              <li key={`${account.STUDENT_NUMBER}-${account.academic_year}`} className="card">
                <h2 className="card__title">
                  {account.student} — {account.academic_year}
                </h2>
                <p className="card__meta">
                  {account.account_number ? <span>Account {account.account_number}</span> : null}
                  <span>Student number {account.STUDENT_NUMBER}</span>
                </p>
                <div className="family-table-scroll" role="region" aria-label={`Fees and payments of ${account.student}`} tabIndex={0}>
                  <table className="family-table">
                    <caption className="visually-hidden">Fees and payments of {account.student}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Date</th>
                        <th scope="col">Description</th>
                        <th scope="col" className="amount">
                          Amount
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
                  {account.balance > 0 ? `Balance owing: ${formatMoney(account.balance)}` : account.balance < 0 ? `In credit: ${formatMoney(-account.balance)}` : 'Paid in full'}
                </p>
                {account.balance > 0 && account.next_due_date ? (
                  <p className="card__body">
                    Next payment due <DateDisplay value={account.next_due_date} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )
      }
    </SavedContent>
  );
}
