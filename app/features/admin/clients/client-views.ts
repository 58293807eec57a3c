import type { FormType } from "~/shared/form-types";

type Moment = { text: string; iso: string };

export type ClientListRow = { id: string; email: string; verified: boolean; created: Moment; paidOrders: number; openForms: number };

export type ClientView = {
  id: string;
  email: string;
  verified: boolean;
  created: Moment;
  activeSessions: number;
  orders: { id: string; statusLabel: string; total: string; created: Moment }[];
  access: { id: string; form: string; formType: FormType; reports: string; active: boolean; source: string; granted: Moment }[];
  submissions: { id: string; form: string; sent: Moment; urgent: boolean }[];
  reports: { id: string; kind: string; state: string; due: Moment }[];
};
