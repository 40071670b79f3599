/** An alert's severities (portfolio.alert_severity), most urgent first, as the rules tab and its dialog offer them. */
export const SEVERITIES = ['critical', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
