/**
 * The answer write's SQL, run as named prepared statements on the pool: the answer every drill
 * makes is the app's most frequent write, and TypeORM's query building cost more than the SQL.
 */

/** The caller's ($2) drill $1 with its session's topic and context; no row: not theirs. */
export const ownedDrillSql = `
  SELECT d.id, d.session_id, d.question, d.attempt_of, s.topic, s.context
  FROM drills d JOIN sessions s ON s.id = d.session_id AND s.user_id = d.user_id
  WHERE d.id = $1 AND d.user_id = $2`;

/**
 * Stores an evaluated answer in one statement: the first answer fills the question's drill
 * ($1, the caller's $2, still unanswered); otherwise it is kept beside it as another attempt of
 * the question's first drill ($13). Two answers sent at once both land, never one over the
 * other: the second waits for the first's row lock, finds the drill answered and adds an attempt.
 */
export const storeAnswerSql = `
  WITH first AS (
    UPDATE drills SET answer = $3, feedback = $4, rating = $5, rating_explanation = $6, example_answer = $7,
      framework = $8, answered_at = $9, delivery = $10::jsonb
    WHERE id = $1 AND user_id = $2 AND answered_at IS NULL
    RETURNING id
  )
  INSERT INTO drills (session_id, user_id, question, attempt_of, answer, feedback, rating, rating_explanation, example_answer, framework, answered_at, delivery)
  SELECT $11, $2, $12, $13, $3, $4, $5, $6, $7, $8, $9, $10::jsonb
  WHERE NOT EXISTS (SELECT 1 FROM first)`;

/**
 * The caller's ($2) drill session $1 with the questions it has asked so far, oldest first (a
 * question answered again is still one question); no row: not theirs, or not a drill session.
 */
export const askingSessionSql = `
  SELECT s.id, s.topic, s.context,
    ARRAY(SELECT d.question FROM drills d WHERE d.session_id = s.id AND d.attempt_of IS NULL ORDER BY d.created_at) AS previous_questions
  FROM sessions s
  WHERE s.id = $1 AND s.user_id = $2 AND s.session_type = 'Drill'`;

/** A new question ($3) of session $1, the caller's ($2). */
export const askSql = `INSERT INTO drills (session_id, user_id, question) VALUES ($1, $2, $3) RETURNING id`;
