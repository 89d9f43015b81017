import { joinPolicyMessages } from "@guilda/shared/messages/join-policy";
import { notificationMessages } from "@guilda/shared/messages/notifications";

/** E-mails are written in pt-BR; every one has a plain-text part with the full link. */

type Template = { subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function layout(community: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#8B5CF6;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111">${body}${button}<p style="color:#666;font-size:12px">${escapeHtml(community)}</p></body></html>`;
}

export function verificationEmail(community: string, name: string, url: string): Template {
  const lines = [
    `Olá, ${name}!`,
    `Confirme seu e-mail para ativar sua conta na ${community}.`,
    "Se você não criou esta conta, ignore esta mensagem.",
  ];
  return {
    subject: `Confirme seu e-mail na ${community}`,
    text: `${lines.join("\n\n")}\n\nConfirmar e-mail: ${url}\n`,
    html: layout(community, lines, { label: "Confirmar e-mail", url }),
  };
}

export function resetPasswordEmail(community: string, name: string, url: string): Template {
  const lines = [
    `Olá, ${name}!`,
    "Recebemos um pedido para redefinir sua senha. O link vale por 1 hora e só pode ser usado uma vez.",
    "Se não foi você, ignore esta mensagem: sua senha continua a mesma.",
  ];
  return {
    subject: `Redefina sua senha na ${community}`,
    text: `${lines.join("\n\n")}\n\nRedefinir senha: ${url}\n`,
    html: layout(community, lines, { label: "Redefinir senha", url }),
  };
}

export function existingAccountEmail(community: string, name: string, url: string): Template {
  const lines = [
    `Olá, ${name}!`,
    `Alguém tentou criar uma conta na ${community} com este e-mail, que já está cadastrado.`,
    "Se foi você, entre normalmente ou recupere sua senha na página de login.",
  ];
  return {
    subject: `Você já tem uma conta na ${community}`,
    text: `${lines.join("\n\n")}\n\nEntrar: ${url}\n`,
    html: layout(community, lines, { label: "Entrar", url }),
  };
}

/** A sign-up waiting for approval was approved: welcome, and the way in. */
export function signupApprovedEmail(community: string, name: string, url: string): Template {
  const m = joinPolicyMessages;
  const lines = m.approvedEmailLines(name, community);
  return {
    subject: m.approvedEmailSubject(community),
    text: `${lines.join("\n\n")}\n\n${m.approvedEmailAction}: ${url}\n`,
    html: layout(community, lines, { label: m.approvedEmailAction, url }),
  };
}

/** A sign-up waiting for approval was refused (its account is gone: no link to follow). */
export function signupRefusedEmail(community: string, name: string): Template {
  const m = joinPolicyMessages;
  const lines = m.refusedEmailLines(name, community);
  return {
    subject: m.refusedEmailSubject(community),
    text: `${lines.join("\n\n")}\n`,
    html: layout(community, lines),
  };
}

/** Spec §7.3 invite template: recipient name, link, validity in days, platform name, support e-mail. */
export function inviteEmail(d: {
  recipientName: string;
  inviteUrl: string;
  expiresInDays: number;
  platformName: string;
  supportEmail: string;
}): Template {
  const lines = [
    `Olá, ${d.recipientName}!`,
    `Você foi convidado para participar da ${d.platformName}.`,
    `Aceite o convite pelo link abaixo. Ele vale por ${d.expiresInDays} dias.`,
    `Dúvidas? Escreva para ${d.supportEmail}.`,
  ];
  return {
    subject: `Seu convite para a ${d.platformName}`,
    text: `${lines.join("\n\n")}\n\nAceitar convite: ${d.inviteUrl}\n`,
    html: layout(d.platformName, lines, { label: "Aceitar convite", url: d.inviteUrl }),
  };
}

/**
 * The notifications digest: what happened while the member was away, each with its link, then the
 * ways out (per type, everything, preferences). Every URL is absolute.
 */
export function notificationDigestEmail(d: {
  community: string;
  name: string;
  items: { title: string; url: string }[];
  notificationsUrl: string;
  unsubscribe: { label: string; url: string }[];
  unsubscribeAllUrl: string;
  preferencesUrl: string;
}): Template {
  const m = notificationMessages;
  const count = d.items.length;
  const head = [m.digestGreeting(d.name), m.digestIntro(count)];
  const outs = [
    ...d.unsubscribe.map((u) => ({ label: m.digestUnsubscribeType(u.label), url: u.url })),
    { label: m.digestUnsubscribeAll, url: d.unsubscribeAllUrl },
    { label: m.digestPreferences, url: d.preferencesUrl },
  ];
  const text = [
    head.join("\n\n"),
    d.items.map((i) => `• ${i.title}\n  ${i.url}`).join("\n\n"),
    `${m.digestOpen}: ${d.notificationsUrl}`,
    `${m.digestFooter}\n${outs.map((o) => `${o.label}: ${o.url}`).join("\n")}`,
  ].join("\n\n");
  const link = (l: { label: string; url: string }) =>
    `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`;
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111">${head
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}<ul>${d.items
    .map((i) => `<li style="margin-bottom:8px">${link({ label: i.title, url: i.url })}</li>`)
    .join(
      "",
    )}</ul><p><a href="${escapeHtml(d.notificationsUrl)}" style="display:inline-block;padding:10px 16px;background:#8B5CF6;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(m.digestOpen)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(m.digestFooter)}<br>${outs
    .map(link)
    .join(" · ")}</p><p style="color:#666;font-size:12px">${escapeHtml(d.community)}</p></body></html>`;
  return { subject: m.digestSubject(count, d.community), text: `${text}\n`, html };
}

/**
 * A notice to one member (an event reminder, an access bought): its paragraphs, one button, then
 * the footer and the ways out (this kind of e-mail, every notification e-mail, preferences).
 */
export function noticeEmail(d: {
  community: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
  outs: { label: string; url: string }[];
}): Template {
  const text = [
    d.paragraphs.join("\n\n"),
    `${d.action.label}: ${d.action.url}`,
    `${d.footer}\n${d.outs.map((o) => `${o.label}: ${o.url}`).join("\n")}`,
  ].join("\n\n");
  const outs = d.outs.map((o) => `<a href="${escapeHtml(o.url)}">${escapeHtml(o.label)}</a>`).join(" · ");
  const html = layout(d.community, d.paragraphs, d.action).replace(
    "</body>",
    `<p style="color:#666;font-size:12px">${escapeHtml(d.footer)}<br>${outs}</p></body>`,
  );
  return { subject: d.subject, text: `${text}\n`, html };
}
