import { StrictMode } from "react";
import { installPtBrValidationMessages } from "@guilda/shared/rules/zod-pt-br";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";
import "./index.css";

// Form checks built on the shared schemas speak pt-BR where a schema has no message of its own.
installPtBrValidationMessages();

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
