/** The SMS port (DESIGN.md "Ports and adapters"): sign-in codes go through it. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
