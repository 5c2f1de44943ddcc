import type { QuestionSpec } from './question.ts';

/**
 * The Brazilian demo question banks, by course id (demo catalogue, training-pt-br.ts).
 * Educational and fictitious: they follow common guideline statements but are no clinical
 * reference.
 */
export const questionBanksPtBr: Record<string, readonly QuestionSpec[]> = {
  'curso-anticoagulacao-oral-na-pratica-clinica': [
    [
      'Qual escore é usado habitualmente para estimar o risco de AVC na fibrilação atrial não valvar?',
      ['CHA₂DS₂-VASc', 'HAS-BLED', 'CURB-65', 'Escala de Glasgow'],
      0,
    ],
    [
      'Qual escore ajuda a identificar fatores de risco de sangramento modificáveis em um paciente anticoagulado?',
      ['CHA₂DS₂-VASc', 'HAS-BLED', 'Classificação NYHA', 'Escore de Wells'],
      1,
    ],
    [
      'Antes de iniciar um anticoagulante oral direto, qual dado laboratorial é indispensável para escolher a dose?',
      ['Colesterol LDL', 'Hemoglobina glicada', 'Depuração de creatinina', 'TSH'],
      2,
    ],
    [
      'Em qual paciente um antagonista da vitamina K é preferível a um anticoagulante oral direto?',
      [
        'Fibrilação atrial não valvar aos 70 anos',
        'Trombose venosa profunda após cirurgia',
        'Fibrilação atrial com insuficiência cardíaca leve',
        'Portador de prótese valvar mecânica',
      ],
      3,
    ],
    [
      'Com varfarina e INR-alvo de 2 a 3, qual valor indica efeito na faixa terapêutica?',
      ['1,2', '2,5', '4,5', '6,0'],
      1,
    ],
    [
      'Qual medida favorece a adesão ao tratamento anticoagulante?',
      [
        'Explicar o motivo do tratamento e combinar o que fazer em caso de esquecimento',
        'Suspendê-lo diante de qualquer hematoma',
        'Dobrar a dose seguinte após um esquecimento',
        'Trocar de medicamento a cada consulta',
      ],
      0,
    ],
    [
      'Qual medicamento aumenta o risco de sangramento com um anticoagulante e deve ser evitado?',
      [
        'Paracetamol em doses habituais',
        'Omeprazol',
        'Anti-inflamatórios não esteroides, como o ibuprofeno',
        'Anlodipino',
      ],
      2,
    ],
    [
      'Na fibrilação atrial, um escore HAS-BLED elevado indica que se deve:',
      [
        'Contraindicar sempre a anticoagulação',
        'Corrigir os fatores de sangramento e acompanhar mais de perto, sem descartar por isso a anticoagulação',
        'Dobrar a dose do anticoagulante',
        'Associar um antiagregante',
      ],
      1,
    ],
  ],
  'curso-fundamentos-de-retina-clinica': [
    [
      'Qual exame mede de forma não invasiva a espessura macular e mostra líquido intrarretiniano?',
      ['Tomografia de coerência óptica (OCT)', 'Campimetria', 'Tonometria', 'Ceratometria'],
      0,
    ],
    [
      'Qual região da retina é responsável pela visão central de alta resolução?',
      [
        'A papila óptica',
        'A ora serrata',
        'A mácula, com a fóvea no centro',
        'A retina periférica',
      ],
      2,
    ],
    [
      'Qual é o tratamento de primeira linha da degeneração macular relacionada à idade neovascular?',
      [
        'Corticoides orais por longo prazo',
        'Injeções intravítreas de antiangiogênicos (anti-VEGF)',
        'Antibióticos tópicos',
        'Lentes de contato terapêuticas',
      ],
      1,
    ],
    [
      'Um paciente passou a ver linhas retas tortas. Qual ferramenta simples serve para o automonitoramento em casa?',
      ['Tabela de Ishihara', 'Teste de Schirmer', 'Oftalmoscópio direto', 'Tela de Amsler'],
      3,
    ],
    [
      'Qual achado da OCT sugere edema macular diabético?',
      [
        'Espessamento da retina com espaços císticos de líquido',
        'Escavação do nervo óptico',
        'Opacidade do cristalino',
        'Afinamento da córnea',
      ],
      0,
    ],
  ],
  'curso-contracepcao-baseada-em-evidencias': [
    [
      'Quais métodos têm a maior eficácia no uso típico?',
      [
        'O preservativo masculino',
        'A tabelinha',
        'O DIU e o implante subdérmico (métodos de longa duração)',
        'Os espermicidas',
      ],
      2,
    ],
    [
      'Em qual situação os contraceptivos combinados com estrogênio são contraindicados?',
      ['Dismenorreia', 'Enxaqueca com aura', 'Acne leve', 'Ciclos irregulares'],
      1,
    ],
    [
      'Qual documento da OMS orienta quais métodos cada pessoa pode usar conforme sua condição clínica?',
      [
        'Os critérios médicos de elegibilidade para uso de contraceptivos',
        'A classificação de Child-Pugh',
        'A escala de Apgar',
        'Os critérios de Roma',
      ],
      0,
    ],
    [
      'Qual método também protege contra infecções sexualmente transmissíveis?',
      ['O DIU hormonal', 'O implante subdérmico', 'A pílula combinada', 'O preservativo'],
      3,
    ],
    [
      'Uma mulher de 38 anos que fuma 20 cigarros por dia pede contracepção. Qual opção é a mais adequada?',
      [
        'Um adesivo combinado',
        'Um método sem estrogênio, como um DIU ou um método só de progestagênio',
        'Uma pílula combinada',
        'Um anel vaginal combinado',
      ],
      1,
    ],
    [
      'Qual abordagem é recomendada no aconselhamento contraceptivo?',
      [
        'Escolher o método pela paciente',
        'Oferecer um único método',
        'Uma decisão informada e compartilhada, conforme as preferências e a situação clínica',
        'Evitar falar de efeitos adversos',
      ],
      2,
    ],
  ],
  'curso-hipertensao-pulmonar-para-clinicos': [
    [
      'Qual é o exame inicial diante da suspeita de hipertensão pulmonar?',
      [
        'Ecocardiograma transtorácico',
        'Espirometria isolada',
        'Holter de 24 horas',
        'Ultrassom abdominal',
      ],
      0,
    ],
    [
      'Qual exame confirma o diagnóstico de hipertensão pulmonar?',
      [
        'O teste ergométrico',
        'O cateterismo cardíaco direito',
        'A radiografia de tórax',
        'O ecocardiograma',
      ],
      1,
    ],
    [
      'Segundo as diretrizes europeias de 2022, a hipertensão pulmonar é definida por pressão arterial pulmonar média em repouso maior que:',
      ['10 mmHg', '40 mmHg', '60 mmHg', '20 mmHg'],
      3,
    ],
    [
      'Em um paciente com hipertensão pulmonar e embolia pulmonar prévia, qual condição deve ser descartada com cintilografia de ventilação/perfusão?',
      ['A asma', 'O pneumotórax', 'A hipertensão pulmonar tromboembólica crônica', 'A sarcoidose'],
      2,
    ],
    [
      'Qual é o sintoma mais frequente e precoce?',
      ['Febre', 'Dispneia aos esforços', 'Dor abdominal', 'Cefaleia'],
      1,
    ],
    [
      'Quando encaminhar a um centro de referência?',
      [
        'Cedo, diante da suspeita de hipertensão arterial pulmonar ou tromboembólica crônica',
        'Somente quando surgir síncope',
        'Após um ano de tratamento empírico',
        'Nunca: o manejo é sempre na atenção primária',
      ],
      0,
    ],
  ],
  'curso-hemostasia-e-trombose-na-pratica': [
    [
      'Qual exame avalia a via intrínseca da coagulação e monitora a heparina não fracionada?',
      ['TP/INR', 'Contagem de plaquetas', 'Fibrinogênio', 'TTPa'],
      3,
    ],
    [
      'Na suspeita de trombose venosa profunda com baixa probabilidade clínica, qual exame ajuda a excluí-la?',
      ['D-dímero', 'Troponina', 'Proteína C reativa', 'Ferritina'],
      0,
    ],
    [
      'Uma queda de mais de 50% das plaquetas entre 5 e 10 dias após o início da heparina sugere:',
      [
        'Púrpura trombocitopênica imune crônica',
        'Trombocitopenia induzida por heparina',
        'Deficiência de ferro',
        'Hemofilia A',
      ],
      1,
    ],
    [
      'Qual escore estima a probabilidade clínica de trombose venosa profunda?',
      ['CHA₂DS₂-VASc', 'Escala de Glasgow', 'Escore de Wells', 'Escala de Apgar'],
      2,
    ],
    [
      'A hemofilia A corresponde à deficiência do:',
      ['Fator IX', 'Fator VIII', 'Fator XI', 'Fator de von Willebrand'],
      1,
    ],
    [
      'Sobre a tromboprofilaxia no paciente clínico internado, é correto:',
      [
        'Todos devem receber anticoagulação plena',
        'Nenhum paciente clínico precisa de profilaxia',
        'A aspirina substitui a profilaxia em todos os casos',
        'Avaliar o risco trombótico e o hemorrágico (por exemplo, escore de Pádua) e indicar quando houver benefício',
      ],
      3,
    ],
  ],
  'speaker-training-comunicacao-cientifica-eficaz': [
    [
      'Qual estrutura convém a uma palestra científica de 20 minutos?',
      [
        'Uma mensagem principal, duas ou três ideias apoiadas em evidências e um fechamento que a repete',
        'Ler todos os slides',
        'Mostrar todos os dados disponíveis',
        'Começar pelas perguntas do público',
      ],
      0,
    ],
    [
      'O que caracteriza um slide claro?',
      [
        'Parágrafos completos',
        'Uma ideia por slide, pouco texto e gráficos legíveis',
        'Tabelas de vinte linhas',
        'Muitas animações',
      ],
      1,
    ],
    [
      'Diante de uma pergunta difícil cuja resposta você não sabe, o que convém fazer?',
      [
        'Responder o que parecer razoável',
        'Mudar de assunto',
        'Reconhecer, oferecer-se para revisar a evidência e responder depois',
        'Ignorar a pergunta',
      ],
      2,
    ],
    [
      'Ao apresentar um caso clínico real, o que é indispensável?',
      [
        'Mostrar o nome do paciente',
        'Incluir fotos em que ele possa ser reconhecido',
        'Omitir as fontes',
        'Anonimizar os dados e ter o consentimento do paciente',
      ],
      3,
    ],
  ],
};
