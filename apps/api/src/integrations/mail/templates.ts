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

export interface TCalendarConflict {
  /** First night and check-out day (exclusive), 'YYYY-MM-DD'. */
  startDay: string;
  endDay: string;
  summary: string;
  orderCodes: string[];
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as hosts read dates. */
function brDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** A calendar imported from another platform wants nights a reservation of ours already holds. */
export function calendarConflictMail(
  to: string,
  data: { companyName: string; integrationName: string; rentalName: string; conflicts: TCalendarConflict[] },
): TMail {
  const lines = data.conflicts.map((c) => {
    const codes = c.orderCodes.length ? c.orderCodes.join(', ') : '—';
    const summary = c.summary ? ` ("${c.summary}")` : '';
    return `- Bloqueio${summary} com entrada em ${brDay(c.startDay)} e saída em ${brDay(c.endDay)}: coincide com a(s) reserva(s) ${codes}`;
  });
  const plural = data.conflicts.length > 1;
  return {
    to,
    subject: `Conflito de calendário em ${data.rentalName}: ${data.integrationName}`,
    text: `Olá, ${data.companyName}!\n\nA sincronização do calendário "${data.integrationName}" da hospedagem "${data.rentalName}" trouxe ${plural ? 'bloqueios que coincidem' : 'um bloqueio que coincide'} com reservas já registradas no Estadia:\n\n${lines.join('\n')}\n\nAs reservas do Estadia foram mantidas; o calendário importado bloqueou apenas as noites livres. Confira a outra plataforma e resolva o conflito para evitar uma hospedagem dupla.\n\nEquipe Estadia`,
  };
}
