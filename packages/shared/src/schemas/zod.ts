import { z } from "zod";
import { installPtBrValidationMessages } from "../rules/zod-pt-br";

// Every schema built with this `z` answers in pt-BR where it has no message of its own; the
// browser loads it with the first form or schema, never with the first page.
installPtBrValidationMessages();

export { z };
