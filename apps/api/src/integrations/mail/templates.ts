import type { TMail } from './mailer.ts';

const CODE_MINUTES = 10;

export function tfaCodeMail(to: string, name: string, code: string): TMail {
  return {
    to,
    subject: `Seu código de acesso Estadia: ${code}`,
    text: `Olá, ${name}!\n\nSeu código de verificação para entrar no Estadia é: ${code}\n\nEle vale por ${CODE_MINUTES} minutos e só pode ser usado uma vez. Se não foi você que tentou entrar, troque sua senha.\n\nEquipe Estadia`,
  };
}

export function resetCodeMail(to: string, name: string, code: string): TMail {
  return {
    to,
    subject: `Código para redefinir sua senha: ${code}`,
    text: `Olá, ${name}!\n\nRecebemos um pedido para redefinir a senha da sua conta no Estadia. Use o código: ${code}\n\nEle vale por ${CODE_MINUTES} minutos e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.\n\nEquipe Estadia`,
  };
}
