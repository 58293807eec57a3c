import { useCallback, useState } from "react";
import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { withAsqAnswer } from "~/domains/assessments/scales/asq";
import type { ClientField } from "./client-info-card";

type Update = (next: (previous: QuestionnaireAnswers) => QuestionnaireAnswers) => void;

/**
 * The form's change handlers and the messages shown beside fields. A field's
 * message goes as soon as it is changed; stable callbacks keep the memoised
 * question boxes from re-rendering on every keystroke elsewhere.
 */
export function useFieldChanges(update: Update) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clearError = useCallback((field: string) => {
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const rest = { ...previous };
      delete rest[field];
      return rest;
    });
  }, []);
  const changeResponse = useCallback(
    (questionId: string, value: string) => {
      update((previous) => ({ ...previous, responses: { ...previous.responses, [questionId]: value } }));
      clearError(questionId);
    },
    [update, clearError],
  );
  const chooseScaleAnswer = useCallback(
    (itemId: string, value: number) => {
      update((previous) => ({ ...previous, scales: { ...previous.scales, [itemId]: value } }));
      clearError(itemId);
    },
    [update, clearError],
  );
  const chooseRiskScreenAnswer = useCallback(
    (itemId: string, value: number) => {
      update((previous) => ({ ...previous, scales: withAsqAnswer(previous.scales, itemId, value) }));
      clearError(itemId);
    },
    [update, clearError],
  );
  const changeClient = useCallback(
    (field: ClientField, value: string) => {
      update((previous) => ({ ...previous, [field]: value }));
      clearError(field);
      // A phone number taken away no longer needs the consent to use it.
      if (field === "phone") clearError("phoneConsent");
    },
    [update, clearError],
  );
  const changeConsent = useCallback(
    (consent: boolean) => {
      update((previous) => ({ ...previous, phoneConsent: consent }));
      clearError("phoneConsent");
    },
    [update, clearError],
  );
  const markInvalid = useCallback((field: string, message: string) => {
    setErrors((previous) => (previous[field] === message ? previous : { ...previous, [field]: message }));
  }, []);

  return { errors, setErrors, changeResponse, chooseScaleAnswer, chooseRiskScreenAnswer, changeClient, changeConsent, markInvalid };
}
