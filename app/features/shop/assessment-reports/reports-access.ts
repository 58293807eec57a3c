import { type FormType } from "~/shared/form-types";

/** Which of the five forms this user may open now or has already sent (either way "Access Form"). */
export type ReportsAccess = Record<FormType, boolean>;
