import type { AiTier } from "@guilda/shared";
import type { UpdatePlan } from "@guilda/shared/schemas/plans";
import { communityRules, plans } from "../db/schema";
import type { Db } from "../platform/db";

/** Demo plans of /pricing. The checkout links are examples: no payment is processed here. */
export const DEMO_PLANS: Record<AiTier, UpdatePlan> = {
  trial: {
    name: "Teste",
    price_cents: 0,
    billing_period: "monthly",
    features: [
      "Acesso ao feed e aos espaços abertos da comunidade",
      "Diretório de membros e ranking",
      "Aulas de amostra dos cursos",
      "Assistente da Guilda e Avaliador de Peças, 20 respostas por dia",
    ],
    is_highlighted: false,
    is_visible: true,
    cta_label: null,
    cta_url: null,
  },
  basic: {
    name: "Básico",
    price_cents: 4700,
    billing_period: "monthly",
    features: [
      "Tudo do Teste",
      "Cursos de avaliação e catalogação de peças",
      "Agentes Mentor de Vendas e Tradutor de Manuais",
      "Agente de IA com 100 respostas por dia",
      "Certificados de conclusão",
    ],
    is_highlighted: false,
    is_visible: true,
    cta_label: "Assinar Básico",
    cta_url: "https://exemplo.com.br/checkout/guilda-basic",
  },
  premium: {
    name: "Premium",
    price_cents: 9700,
    billing_period: "monthly",
    features: [
      "Tudo do Básico",
      "Todos os cursos, incluindo restauração e venda",
      "Agente de IA com 300 respostas por dia",
      "Lives e encontros mensais com especialistas",
      "Agentes Restaurador Virtual e Curador de Coleções",
    ],
    is_highlighted: true,
    is_visible: true,
    cta_label: "Assinar Premium",
    cta_url: "https://exemplo.com.br/checkout/guilda-premium",
  },
  enterprise: {
    name: "Empresarial",
    price_cents: 97000,
    billing_period: "yearly",
    features: [
      "Tudo do Premium, por um ano",
      "Para lojas, sebos e casas de leilão",
      "Agente Consultor de Importação",
      "Agente de IA com 1.000 respostas por dia",
      "Mentoria de precificação para o seu acervo",
      "Atendimento prioritário da equipe",
    ],
    is_highlighted: false,
    is_visible: true,
    cta_label: "Falar com a equipe",
    cta_url: "https://exemplo.com.br/checkout/guilda-enterprise",
  },
};

export const DEMO_RULES = `# Regras da Guilda dos Colecionadores

Bem-vindo à Guilda! Estas regras existem para que todo colecionador — do iniciante ao veterano — se sinta à vontade para aprender, mostrar o acervo e negociar com segurança.

## 1. Respeito acima de tudo
- Trate todos com cordialidade. Críticas são sobre peças, nunca sobre pessoas.
- Nada de preconceito, assédio ou ataques pessoais.
- Perguntas de iniciante são bem-vindas: todo mundo começou um dia.

## 2. Publicações
- Publique no espaço certo: dúvidas em **Comece-por-aqui**, novidades da equipe em **Avisos**.
- Fotos da sua coleção são ótimas; informe a origem e o estado de conservação quando souber.
- Não publique conteúdo de terceiros sem dar o crédito.

## 3. Compra, venda e troca
- Anúncios de venda ficam na **Galeria das coleções**, sempre com fotos reais da peça.
- Descreva a peça com honestidade: defeitos, restaurações e reproduções precisam ser informados.
- A Guilda não intermedeia pagamentos: combine e confira tudo com cuidado.
- Golpes ou tentativas de fraude levam à remoção imediata da comunidade.

## 4. Spam e divulgação
- Sem correntes, links suspeitos ou propaganda fora do espaço permitido.
- Lojas parceiras podem divulgar ofertas apenas quando a equipe autorizar.

## 5. Moderação
Os moderadores podem editar ou remover publicações que desrespeitem estas regras. Em caso de dúvida, fale com a equipe pelo espaço **Avisos**.

> Boas coleções e bons negócios!
`;

/** Writes the demo plans and rules over the defaults the migration inserted. */
export async function seedPricingAndRules(db: Db, adminId: string) {
  for (const [tier, plan] of Object.entries(DEMO_PLANS)) {
    const values = { ...plan, updated_by: adminId };
    await db
      .insert(plans)
      .values({ tier, ...values })
      .onConflictDoUpdate({ target: plans.tier, set: values });
  }
  const rules = { markdown: DEMO_RULES, updated_by: adminId };
  await db
    .insert(communityRules)
    .values({ id: 1, ...rules })
    .onConflictDoUpdate({ target: communityRules.id, set: rules });
}
