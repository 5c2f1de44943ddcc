import type { ExamDurationMode } from '@pulso/contracts/content';
import type { ContentLanguage } from '../../../db/schema/content.ts';
import type { ExamSpec } from './builders.ts';
import { notesHtml } from './html.ts';

interface ExamFacts {
  course: string;
  totalQuestions: number;
  minCorrectQuestions: number;
  /** Minutes, counted as `mode` says. */
  duration: number;
  mode: ExamDurationMode;
}

/** The terms and instructions of a demo exam, by language. */
const examTexts: Record<
  ContentLanguage,
  { terms: (facts: ExamFacts) => string; instructions: (facts: ExamFacts) => string }
> = {
  es: {
    terms: ({ course }) =>
      notesHtml(
        [
          `Al iniciar el examen del curso «${course}» acepta que sus respuestas se registren para emitir el certificado de aprobación.`,
          'El examen es individual. El certificado es un documento de demostración sin valor curricular.',
        ],
        [
          'Sus datos se tratan según el aviso de privacidad del portal.',
          'Puede consultar sus certificados en su perfil.',
        ],
      ),
    instructions: ({ totalQuestions, minCorrectQuestions, duration, mode }) =>
      notesHtml(
        [
          `El examen tiene ${totalQuestions} preguntas de opción múltiple con una sola respuesta correcta.`,
          mode === 'total'
            ? `Dispone de ${duration} minutos para todo el examen.`
            : `Dispone de ${duration} minuto(s) para cada pregunta.`,
          `Para aprobar necesita al menos ${minCorrectQuestions} respuestas correctas.`,
        ],
        [
          'Lea cada pregunta con atención antes de responder.',
          'Al agotarse el tiempo, el examen se envía con las respuestas dadas.',
        ],
      ),
  },
  'pt-br': {
    terms: ({ course }) =>
      notesHtml(
        [
          `Ao iniciar a prova do curso “${course}”, você aceita que as suas respostas sejam registradas para a emissão do certificado de aprovação.`,
          'A prova é individual. O certificado é um documento de demonstração, sem valor curricular.',
        ],
        [
          'Os seus dados são tratados conforme a política de privacidade do portal (LGPD).',
          'Você pode consultar os seus certificados no seu perfil.',
        ],
      ),
    instructions: ({ totalQuestions, minCorrectQuestions, duration, mode }) =>
      notesHtml(
        [
          `A prova tem ${totalQuestions} questões de múltipla escolha com uma única resposta correta.`,
          mode === 'total'
            ? `Você tem ${duration} minutos para toda a prova.`
            : `Você tem ${duration} minuto(s) para cada questão.`,
          `Para ser aprovado, são necessárias pelo menos ${minCorrectQuestions} respostas corretas.`,
        ],
        [
          'Leia cada questão com atenção antes de responder.',
          'Quando o tempo acabar, a prova é enviada com as respostas dadas.',
        ],
      ),
  },
};

/** A training's exam: the facts, with terms and instructions written from them. */
export function exam(language: ContentLanguage, facts: ExamFacts): ExamSpec {
  const texts = examTexts[language];
  return {
    termsHtml: texts.terms(facts),
    instructionsHtml: texts.instructions(facts),
    duration: facts.duration,
    mode: facts.mode,
    totalQuestions: facts.totalQuestions,
    minCorrectQuestions: facts.minCorrectQuestions,
  };
}
