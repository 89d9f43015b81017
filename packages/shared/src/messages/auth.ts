/** pt-BR texts of authentication and profile (spec §8.1 and §5). */
export const authMessages = {
  signInSuccessTitle: "Login realizado com sucesso!",
  signInSuccessText: (productName: string) => `Bem-vindo de volta à ${productName}`,
  signInErrorTitle: "Erro ao fazer login",
  signInErrorGeneric: "Não foi possível entrar. Tente novamente.",
  invalidCredentials: "Email ou senha incorretos.",
  emailNotVerified:
    "Você precisa confirmar seu email antes de entrar. Confira sua caixa de entrada.",
  resendVerification: "Reenviar email de confirmação",
  verificationResentTitle: "Email de confirmação reenviado!",
  verificationResentText: "Confira sua caixa de entrada para confirmar sua conta.",
  signUpSuccessTitle: "Cadastro realizado com sucesso!",
  signUpSuccessText: "Verifique seu email para confirmar sua conta.",
  signUpErrorTitle: "Erro ao criar conta",
  signOutSuccessTitle: "Logout realizado com sucesso",
  signOutSuccessText: "Volte em breve!",
  signOutErrorTitle: "Erro ao fazer logout",
  recoverySentTitle: "Email de recuperação enviado!",
  recoverySentText: "Confira sua caixa de entrada para redefinir sua senha.",
  recoveryErrorTitle: "Erro ao enviar email de recuperação",
  passwordUpdatedTitle: "Senha atualizada com sucesso!",
  passwordUpdatedText: "Sua nova senha foi salva.",
  passwordErrorTitle: "Erro ao atualizar senha",
  resetLinkInvalid:
    "Este link de recuperação é inválido ou expirou. Peça um novo link na página de login.",
  profileUpdatedTitle: "Perfil atualizado!",
  profileUpdatedText: "Suas informações foram salvas com sucesso.",
  profileErrorTitle: "Erro ao atualizar perfil",
  notAuthenticated: "Usuário não autenticado",
  sessionMissing: "Auth session missing!",
  tooManyRequests: "Muitas tentativas. Aguarde alguns segundos e tente novamente.",
  weakPassword: "Senha fraca",
  usernameTaken: "Este nome de usuário já está em uso.",
  emailRequired: "Informe seu email.",
  emailInvalid: "Informe um email válido.",
  passwordRequired: "Informe sua senha.",
  fullNameRequired: "Informe seu nome completo.",
  fullNameTooLong: "O nome pode ter no máximo 100 caracteres.",
  usernameInvalid:
    "O nome de usuário deve ter de 3 a 30 caracteres: letras minúsculas, números, ponto, hífen ou sublinhado.",
  avatarUrlInvalid: "Informe um endereço http(s) válido para a foto.",
  passwordsDontMatch: "As senhas não coincidem.",
} as const;

/** Reasons a password is refused; all of them are listed to the user at once. */
export const passwordProblemMessages = {
  tooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres.`,
  tooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres.`,
  repeated: "A senha não pode ser um único caractere repetido.",
  common: "Esta senha é muito comum. Escolha outra.",
  containsPersonal: "A senha não pode conter seu email ou nome de usuário.",
} as const;
