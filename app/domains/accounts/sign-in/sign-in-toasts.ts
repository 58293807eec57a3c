/** The toast after a sign-in, with or without a second factor. */
export const welcomeBackToast = { title: "Welcome back!", description: "You have successfully signed in." };
