import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  portfolio_currency_enum, useCreateReportMutation as CreateReportMutation,
} from '../../../__generated__/useCreateReportMutation.graphql.ts';

/** A valuation report as the form sends it: dates `YYYY-MM-DD`, the amount an exact decimal string. */
export interface NewReport {
  companyId: string;
  referenceDate: string;
  valuationDate: string;
  /** Plain decimal notation, e.g. `"1234567.89"`. */
  valuationAmount: string;
  /** ISO 4217, e.g. `"BRL"`. */
  valuationCurrency: string;
}

export interface CreateReportCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Records a company's valuation report. The answer re-reads the company's reports, so every `ReportsTable` of that
 * company in the store shows the new one without a reload.
 *
 * @returns `[create, inFlight]`.
 */
export function useCreateReportMutation() {
  const [commit, inFlight] = useMutation<CreateReportMutation>(graphql`
    mutation useCreateReportMutation($object: portfolio_valuation_report_insert_input!) {
      insert_portfolio_valuation_report_one(object: $object) {
        id
        company {
          id
          ...ReportsTable_company
        }
      }
    }
  `);
  const create = useCallback((report: NewReport, { onCompleted, onError }: CreateReportCallbacks) => {
    commit({
      variables: {
        object: {
          company_id: report.companyId,
          reference_date: report.referenceDate,
          valuation_date: report.valuationDate,
          valuation_amount: report.valuationAmount,
          // The enum lists every ISO 4217 code; the form offers only codes read from the same table.
          valuation_currency: report.valuationCurrency as portfolio_currency_enum,
        },
      },
      onCompleted: () => { onCompleted(); },
      onError,
    });
  }, [commit]);
  return [create, inFlight] as const;
}
