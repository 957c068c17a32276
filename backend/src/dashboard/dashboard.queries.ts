/**
 * The dashboard's aggregate SQL. Every statement filters by the caller ($1) first, so the
 * drills ones run on drills_user_answered_idx (user_id, answered_at) and never touch other
 * users' rows. Ratings are numeric(2,1): averages are rounded in SQL and sent as float8 so
 * the driver hands back numbers, not strings. Days and weeks are UTC.
 */

/** "Today" as a UTC calendar day, whatever the server's time zone. */
const TODAY_UTC = `(now() AT TIME ZONE 'UTC')::date`;

/** The dashboard's window: today and the 29 days before it. */
export const DRILL_CHART_DAYS = 30;

/** The weekly chart shows at most this many of the most recent weeks that have answers. */
export const WEEKLY_CHART_WEEKS = 12;

/** The topic chart shows the topics with the most answered drills. */
export const TOPIC_CHART_TOPICS = 10;

export interface DrillTotalsRow {
  total_sessions: number;
  total_drills: number;
  average_rating: number | null;
  answer_characters: number;
}

/**
 * Answers are measured in bytes, not words: octet_length reads a long (TOASTed, compressed)
 * answer's stored size without decompressing it, while counting words had to unpack every
 * answer (4 s for 10,000 long answers against 3 ms). Answers are en-US speech transcripts,
 * so bytes are characters.
 */
export const drillTotalsSql = `
  SELECT
    (SELECT count(*) FROM sessions WHERE user_id = $1 AND session_type = 'Drill')::int AS total_sessions,
    count(*)::int AS total_drills,
    round(avg(rating), 1)::float8 AS average_rating,
    coalesce(sum(octet_length(answer)), 0)::float8 AS answer_characters
  FROM drills
  WHERE user_id = $1 AND answered_at IS NOT NULL`;

export interface DrillsPerDayRow {
  date: string;
  count: number;
}

/** Every day of the window, zero days included, so the line chart has no gaps. */
export const drillsPerDaySql = `
  WITH days AS (
    SELECT day::date AS day
    FROM generate_series(${TODAY_UTC} - ${DRILL_CHART_DAYS - 1}, ${TODAY_UTC}, interval '1 day') AS day
  ),
  answered AS (
    SELECT (answered_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS count
    FROM drills
    WHERE user_id = $1 AND answered_at >= (${TODAY_UTC} - ${DRILL_CHART_DAYS - 1})::timestamp AT TIME ZONE 'UTC'
    GROUP BY 1
  )
  SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(answered.count, 0)::int AS count
  FROM days LEFT JOIN answered USING (day)
  ORDER BY days.day`;

export interface WeeklyAverageRow {
  week: string;
  avgRating: number;
}

/**
 * date_trunc('week') starts weeks on Monday, as ISO weeks do. Grouped on the timestamp and
 * formatted after, so to_char runs once per week, not per drill; oldest week first.
 */
export const weeklyAverageSql = `
  SELECT to_char(week_start, 'YYYY-MM-DD') AS week, "avgRating" FROM (
    SELECT date_trunc('week', answered_at AT TIME ZONE 'UTC') AS week_start, round(avg(rating), 1)::float8 AS "avgRating"
    FROM drills
    WHERE user_id = $1 AND answered_at IS NOT NULL AND rating IS NOT NULL
    GROUP BY 1
    ORDER BY 1 DESC
    LIMIT ${WEEKLY_CHART_WEEKS}
  ) recent
  ORDER BY week_start`;

export interface TopicAverageRow {
  _id: string;
  avgRating: number;
}

/**
 * Focus and regular sessions of one topic group together: the ' [Focus Mode]' marker the
 * client appends is stripped (case-insensitive, as the history badge reads it). Drills are
 * summed per session first, so the pattern runs once per session, not once per drill.
 */
export const topicAverageSql = `
  SELECT topic AS "_id", round(sum(rating_sum) / sum(rated), 1)::float8 AS "avgRating"
  FROM (
    SELECT btrim(regexp_replace(s.topic, '\\s*\\[focus mode\\]\\s*$', '', 'i')) AS topic, per_session.rated, per_session.rating_sum
    FROM (
      SELECT session_id, count(*) AS rated, sum(rating) AS rating_sum
      FROM drills
      WHERE user_id = $1 AND answered_at IS NOT NULL AND rating IS NOT NULL
      GROUP BY session_id
    ) per_session
    JOIN sessions s ON s.id = per_session.session_id AND s.user_id = $1
  ) by_session
  GROUP BY topic
  ORDER BY sum(rated) DESC, topic
  LIMIT ${TOPIC_CHART_TOPICS}`;

export interface FrameworkCountRow {
  _id: string;
  count: number;
}

export const frameworkCountSql = `
  SELECT framework AS "_id", count(*)::int AS count
  FROM drills
  WHERE user_id = $1 AND answered_at IS NOT NULL AND framework IS NOT NULL
  GROUP BY framework
  ORDER BY count DESC, framework`;

export interface ScriptTotalsRow {
  average_match_accuracy: number | null;
  most_practiced_script: string | null;
  spoken_words: number;
}

/**
 * Shadowing over the caller's runs (script_practice_runs_user_created_idx): average accuracy
 * (percent, one decimal), words spoken, and the script with the most runs; a tie goes to the
 * one practised last.
 */
export const scriptTotalsSql = `
  SELECT
    round(avg(match_accuracy)::numeric, 1)::float8 AS average_match_accuracy,
    coalesce(sum(spoken_word_count), 0)::float8 AS spoken_words,
    (
      SELECT s.title
      FROM script_practice_runs r
      JOIN scripts s ON s.id = r.script_id AND s.user_id = r.user_id
      WHERE r.user_id = $1
      GROUP BY s.id, s.title
      ORDER BY count(*) DESC, max(r.created_at) DESC, s.title
      LIMIT 1
    ) AS most_practiced_script
  FROM script_practice_runs
  WHERE user_id = $1`;
