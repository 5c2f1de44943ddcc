import type { LegalDocumentRecord } from '../legal.repository.ts';
import { brazil as b } from './br-company.ts';

export const brazilTerms: LegalDocumentRecord = {
  country: 'br',
  document: 'terms',
  language: 'pt-br',
  version: b.version,
  title: 'Termos de uso',
  lastUpdated: b.lastUpdated,
  sections: [
    {
      heading: '1. Objeto e aceitação',
      paragraphs: [
        `Estes Termos de uso regulam o acesso e a utilização do portal Pulso para profissionais de saúde no Brasil (o “Portal”), operado por ${b.company} (“Pulso” ou “nós”), com sede em ${b.address}.`,
        'Ao se cadastrar ou utilizar o Portal, você declara ter lido, compreendido e aceitado estes Termos e a Política de privacidade. Caso não concorde, pedimos que não utilize o Portal.',
        'O Portal oferece conteúdos médicos e científicos, notícias, cursos on-line com avaliações e certificados, eventos com reuniões on-line, um canal de solicitação de informações médicas e artigos científicos e um diretório de médicos.',
      ],
    },
    {
      heading: '2. Usuários: exclusivamente profissionais de saúde',
      paragraphs: [
        'O Portal destina-se exclusivamente a profissionais de saúde habilitados a prescrever ou dispensar medicamentos no Brasil. As informações sobre medicamentos de venda sob prescrição são disponibilizadas a esse público nos termos da Resolução da Diretoria Colegiada – RDC nº 96/2008 da Agência Nacional de Vigilância Sanitária (ANVISA) e não se destinam ao público em geral.',
        'Para se cadastrar, você deve informar dados verdadeiros, completos e atualizados, incluindo o número de inscrição no Conselho Regional de Medicina (CRM) e a respectiva UF. A Pulso poderá verificar essas informações junto aos conselhos profissionais ou por outros meios e suspender ou cancelar contas cujos dados não possam ser confirmados ou se revelem falsos.',
        'Contas criadas com inscrição no Conselho Regional de Odontologia (CRO) não são mais aceitas.',
        'Se você não é profissional de saúde, pedimos que deixe o Portal. Em caso de dúvidas sobre sua saúde ou sobre um tratamento, consulte o seu médico.',
      ],
    },
    {
      heading: '3. Conta de usuário',
      paragraphs: [
        `Sua conta é pessoal e intransferível. Você é responsável por manter a confidencialidade da sua senha e por toda atividade realizada com a sua conta, e deve nos comunicar imediatamente qualquer uso não autorizado pelo e-mail ${b.contactEmail}.`,
        'Você pode solicitar o encerramento da sua conta a qualquer momento. A Pulso poderá suspendê-la ou cancelá-la em caso de descumprimento destes Termos, com aviso prévio quando a lei o exigir.',
      ],
    },
    {
      heading: '4. Natureza das informações',
      paragraphs: [
        'Os conteúdos do Portal têm finalidade exclusivamente informativa e de atualização profissional. Não substituem o julgamento clínico do profissional, único responsável pelas decisões diagnósticas e terapêuticas relativas aos seus pacientes.',
        'As informações sobre produtos estão de acordo com as bulas aprovadas pela ANVISA. Antes de prescrever, consulte a bula vigente do produto. Indicações, posologias e apresentações podem variar entre países: as informações do Portal são válidas apenas para o Brasil.',
        'Conteúdos elaborados por terceiros, como palestrantes e autores convidados, expressam a opinião de seus autores e não necessariamente a da Pulso.',
      ],
    },
    {
      heading: '5. Uso permitido',
      paragraphs: [
        'Você pode consultar os conteúdos e baixar ou imprimir os materiais disponibilizados para uso profissional e pessoal.',
        'Não é permitido reproduzir, distribuir, modificar ou comercializar os conteúdos sem autorização por escrito da Pulso; compartilhar suas credenciais ou o acesso a conteúdos restritos; gravar ou retransmitir os eventos on-line; extrair dados do Portal de forma automatizada; introduzir programas maliciosos; ou utilizar o Portal de forma contrária à lei, à ética profissional ou a estes Termos.',
      ],
    },
    {
      heading: '6. Propriedade intelectual',
      paragraphs: [
        'Textos, imagens, vídeos, áudios, marcas, logotipos, programas e demais elementos do Portal pertencem à Pulso, às empresas do seu grupo ou a terceiros que autorizaram o seu uso, e são protegidos pelas Leis nº 9.610/1998 (direitos autorais), nº 9.279/1996 (propriedade industrial) e nº 9.609/1998 (programas de computador). O acesso ao Portal não concede licença sobre esses elementos além do uso permitido descrito nestes Termos.',
      ],
    },
    {
      heading: '7. Farmacovigilância',
      paragraphs: [
        `Se você tiver conhecimento de um evento adverso, ausência de eficácia, erro de medicação ou queixa técnica relacionada a um produto da Pulso, pedimos que o notifique pelo e-mail ${b.safetyEmail} ou pelos canais indicados no rodapé. Você também pode notificá-lo diretamente à ANVISA pelo VigiMed.`,
        'A Pulso é obrigada a registrar e, quando cabível, comunicar à autoridade sanitária os eventos adversos de que tenha conhecimento, inclusive os mencionados em mensagens enviadas pelo Portal. Para isso, poderemos entrar em contato com você para obter informações complementares, que serão tratadas conforme a Política de privacidade.',
      ],
    },
    {
      heading: '8. Links para sites de terceiros',
      paragraphs: [
        'O Portal pode conter links para sites de terceiros, oferecidos apenas por conveniência. A Pulso não controla esses sites nem responde por seus conteúdos ou práticas de privacidade.',
      ],
    },
    {
      heading: '9. Disponibilidade e responsabilidade',
      paragraphs: [
        'Buscamos manter o Portal disponível e suas informações exatas e atualizadas, mas não podemos garantir a ausência de interrupções ou erros. O serviço poderá ser suspenso para manutenção ou por razões de segurança.',
        'Na medida permitida pela lei, a Pulso não será responsável por danos decorrentes do uso do Portal ou da impossibilidade de usá-lo, ressalvados os casos de dolo ou culpa grave e os direitos que a legislação lhe assegura.',
      ],
    },
    {
      heading: '10. Dados pessoais',
      paragraphs: [
        'Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 – LGPD) e com a nossa Política de privacidade, que integra estes Termos.',
      ],
    },
    {
      heading: '11. Alterações',
      paragraphs: [
        'A Pulso pode alterar estes Termos para refletir mudanças legais, regulatórias ou do serviço. A versão vigente é publicada nesta página com a data da última atualização; alterações relevantes serão comunicadas pelo Portal ou por e-mail antes de entrarem em vigor e, quando necessário, solicitaremos a sua concordância.',
      ],
    },
    {
      heading: '12. Lei aplicável e foro',
      paragraphs: [
        'Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da Comarca de São Paulo – SP para dirimir quaisquer controvérsias, ressalvado o foro do domicílio do usuário quando a lei assim o determinar.',
      ],
    },
    {
      heading: '13. Contato',
      paragraphs: [
        `Em caso de dúvidas sobre estes Termos, escreva para ${b.contactEmail} ou use o link “Fale conosco” do rodapé.`,
      ],
    },
  ],
};
