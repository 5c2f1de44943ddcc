import type { LegalDocumentRecord } from '../legal.repository.ts';
import { brazil as b } from './br-company.ts';

export const brazilPrivacy: LegalDocumentRecord = {
  country: 'br',
  document: 'privacy',
  language: 'pt-br',
  version: b.version,
  title: 'Política de privacidade',
  lastUpdated: b.lastUpdated,
  sections: [
    {
      heading: '1. Controlador e encarregado',
      paragraphs: [
        `${b.company}, com sede em ${b.address}, é a controladora dos dados pessoais tratados no portal Pulso para profissionais de saúde (o “Portal”), nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 – LGPD).`,
        `Nosso Encarregado pelo tratamento de dados pessoais (art. 41 da LGPD) pode ser contatado pelo e-mail ${b.privacyEmail}.`,
      ],
    },
    {
      heading: '2. Dados que tratamos',
      paragraphs: [
        'Dados de identificação e contato: nome, sobrenome, e-mail e telefone.',
        'Dados profissionais: profissão, especialidade, número de inscrição no CRM e UF, local de atuação.',
        'Dados da conta e de uso do Portal: credenciais de acesso (a senha é armazenada de forma criptografada), preferências de conteúdo, conteúdos acessados, cursos, avaliações e certificados, inscrições em eventos e solicitações de informações médicas ou de artigos científicos.',
        'Dados técnicos: endereço IP, data e hora de acesso, tipo de navegador e de dispositivo e identificadores de cookies.',
        'Não solicitamos dados pessoais sensíveis nem dados de saúde dos seus pacientes; pedimos que não os inclua nas suas solicitações. Se uma solicitação os contiver, serão tratados apenas para atendê-la, com as salvaguardas exigidas pela LGPD.',
      ],
    },
    {
      heading: '3. Finalidades e bases legais',
      paragraphs: [
        'Execução do contrato e procedimentos preliminares (art. 7º, V): criar e administrar sua conta, dar acesso aos conteúdos, cursos, certificados e eventos e atender às suas solicitações.',
        'Cumprimento de obrigação legal ou regulatória (art. 7º, II): verificar sua habilitação profissional para acesso a informações sobre medicamentos de venda sob prescrição, cumprir as obrigações de farmacovigilância e guardar os registros de acesso exigidos pelo Marco Civil da Internet (Lei nº 12.965/2014).',
        'Legítimo interesse (art. 7º, IX): garantir a segurança do Portal, prevenir fraudes e melhorar os nossos conteúdos com estatísticas, sempre respeitando seus direitos e expectativas.',
        'Consentimento (art. 7º, I): enviar comunicações científicas e promocionais, convites para eventos e pesquisas, e utilizar cookies que não sejam estritamente necessários. Você pode revogar o consentimento a qualquer momento, sem prejuízo do acesso ao Portal.',
      ],
    },
    {
      heading: '4. Compartilhamento',
      paragraphs: [
        'Compartilhamos dados com operadores que nos prestam serviços de hospedagem, e-mail, gestão de identidade, videoconferência e análise, sob contrato e com obrigações de confidencialidade e segurança; com empresas do nosso grupo, para as mesmas finalidades; e com autoridades, quando exigido por lei, por exemplo na notificação de eventos adversos à ANVISA.',
        'Alguns desses destinatários podem estar fora do Brasil. As transferências internacionais observam o art. 33 da LGPD, com base em cláusulas contratuais ou outros mecanismos reconhecidos pela Autoridade Nacional de Proteção de Dados (ANPD).',
        'Não vendemos seus dados pessoais.',
      ],
    },
    {
      heading: '5. Seus direitos',
      paragraphs: [
        'Nos termos do art. 18 da LGPD, você pode solicitar: confirmação da existência de tratamento; acesso aos dados; correção de dados incompletos, inexatos ou desatualizados; anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei; portabilidade; eliminação dos dados tratados com base no consentimento; informação sobre as entidades com as quais compartilhamos dados; informação sobre a possibilidade de não fornecer consentimento e suas consequências; e revogação do consentimento. Você pode também se opor a tratamento realizado com fundamento em outra base legal, em caso de descumprimento da LGPD.',
        `Para exercer seus direitos, escreva para ${b.privacyEmail}. Poderemos solicitar informações para confirmar sua identidade. A confirmação de existência ou o acesso aos dados serão fornecidos imediatamente, em formato simplificado, ou em até 15 dias, por meio de declaração clara e completa (art. 19 da LGPD).`,
        'Você também tem o direito de peticionar em relação aos seus dados perante a Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      heading: '6. Cookies',
      paragraphs: [
        'Usamos cookies estritamente necessários para manter sua sessão, lembrar o país e o idioma e proteger os formulários contra requisições forjadas. Com o seu consentimento, dado ou retirado a qualquer momento no aviso de cookies do Portal, usamos também cookies de preferências e de análise estatística. Você pode bloquear ou excluir cookies nas configurações do seu navegador; sem os necessários, algumas funções deixarão de funcionar.',
      ],
    },
    {
      heading: '7. Retenção',
      paragraphs: [
        'Mantemos seus dados enquanto sua conta estiver ativa e, depois, pelos prazos necessários ao cumprimento de obrigações legais e regulatórias — como os registros de acesso, guardados por seis meses (art. 15 do Marco Civil da Internet), e os registros de farmacovigilância, pelos prazos definidos pela ANVISA — ou ao exercício regular de direitos. Findos esses prazos, os dados são eliminados ou anonimizados.',
      ],
    },
    {
      heading: '8. Segurança',
      paragraphs: [
        'Adotamos medidas técnicas e administrativas para proteger os dados pessoais contra acessos não autorizados e situações acidentais ou ilícitas de destruição, perda, alteração ou comunicação, entre elas conexões criptografadas, armazenamento criptografado de senhas, controle de acesso por função e registro de operações. Incidentes de segurança que possam acarretar risco ou dano relevante serão comunicados a você e à ANPD (art. 48 da LGPD).',
      ],
    },
    {
      heading: '9. Crianças e adolescentes',
      paragraphs: [
        'O Portal destina-se a profissionais de saúde e não coleta intencionalmente dados de crianças ou adolescentes.',
      ],
    },
    {
      heading: '10. Alterações desta política',
      paragraphs: [
        'Podemos atualizar esta política para refletir mudanças legais ou em nossas práticas. A versão vigente é publicada nesta página com a data da última atualização; alterações relevantes serão comunicadas pelo Portal ou por e-mail.',
      ],
    },
    {
      heading: '11. Contato',
      paragraphs: [
        `Dúvidas sobre esta política ou sobre o tratamento dos seus dados: ${b.privacyEmail}.`,
      ],
    },
  ],
};
