/** The switches every stand-in server offers to tests (control.mjs). */
export interface StandInControl {
  latency_ms: number;
  fail_next: number;
  fail_status: number;
  down: boolean;
  requests: number;
}
