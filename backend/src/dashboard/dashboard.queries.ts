import { topicWithoutFocusMarkerSql } from '../sessions/session-topic.js';

/**
 * The dashboard's aggregate SQL. Every statement filters by the caller ($1) first, so the
 * drills statement runs on drills_user_answered_idx (user_id, answered_at) and never touches other
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

export interface DrillsPerDayRow {
  date: string;
  count: number;
}

export interface WeeklyAverageRow {
  week: string;
  avgRating: number;
}

export interface TopicAverageRow {
  _id: string;
  avgRating: number;
}

export interface FrameworkCountRow {
  _id: string;
  count: number;
}

/** Everything the dashboard shows about drills, in one row; the lists arrive as JSON. */
export interface DrillStatsRow {
  total_sessions: number;
  total_drills: number;
  average_rating: number | null;
  answer_characters: number;
  drills_per_day: DrillsPerDayRow[];
  weekly_avg_rating: WeeklyAverageRow[];
  avg_rating_by_topic: TopicAverageRow[];
  common_structures: FrameworkCountRow[];
}

/**
 * One statement, one connection, one pass over the caller's answered drills: an index-only
 * scan of drills_user_answered_idx (answer_bytes, rating, framework and session_id ride in the
 * index) grouped by session, UTC day and framework (a few rows per session), and every figure
 * is computed from those groups. Averages are sum / count of the ratings, as avg() computes.
 *
 * Answers are measured in bytes, not words: answer_bytes is octet_length(answer), stored when
 * the answer is written, so no wide row (answer, feedback, example answer) is read here.
 * Answers are en-US speech transcripts, so bytes are characters.
 *
 * Per day: every day of the window, zero days included, so the line chart has no gaps.
 * Weekly: date_trunc('week') starts weeks on Monday, as ISO weeks do; the most recent weeks
 * that have ratings, oldest first. Topics: focus and regular sessions of one topic group
 * together (the ' [Focus Mode]' marker the client appends is stripped by the same rule as
 * everywhere, `topicWithoutFocusMarker`), so the pattern runs once per session, not once per drill.
 */
export const drillStatsSql = `
  WITH answered AS MATERIALIZED (
    SELECT session_id, (answered_at AT TIME ZONE 'UTC')::date AS day, framework,
      count(*) AS drills, count(rating) AS rated, sum(rating) AS rating_sum, sum(answer_bytes) AS bytes
    FROM drills
    WHERE user_id = $1 AND answered_at IS NOT NULL
    GROUP BY session_id, day, framework
  ),
  days AS (
    SELECT day::date AS day
    FROM generate_series(${TODAY_UTC} - ${DRILL_CHART_DAYS - 1}, ${TODAY_UTC}, interval '1 day') AS day
  ),
  per_day AS (
    SELECT day, sum(drills) AS count
    FROM answered
    WHERE day >= ${TODAY_UTC} - ${DRILL_CHART_DAYS - 1}
    GROUP BY day
  ),
  weeks AS (
    SELECT date_trunc('week', day::timestamp) AS week_start, round(sum(rating_sum) / sum(rated), 1)::float8 AS "avgRating"
    FROM answered
    WHERE rated > 0
    GROUP BY 1
    ORDER BY 1 DESC
    LIMIT ${WEEKLY_CHART_WEEKS}
  ),
  per_session AS (
    SELECT session_id, sum(rated) AS rated, sum(rating_sum) AS rating_sum
    FROM answered
    WHERE rated > 0
    GROUP BY session_id
  ),
  topics AS (
    SELECT topic AS "_id", round(sum(rating_sum) / sum(rated), 1)::float8 AS "avgRating", sum(rated) AS rated
    FROM (
      SELECT ${topicWithoutFocusMarkerSql('s.topic')} AS topic, per_session.rated, per_session.rating_sum
      FROM per_session
      JOIN sessions s ON s.id = per_session.session_id AND s.user_id = $1
    ) by_session
    GROUP BY topic
    ORDER BY sum(rated) DESC, topic
    LIMIT ${TOPIC_CHART_TOPICS}
  ),
  frameworks AS (
    SELECT framework AS "_id", sum(drills)::int AS count
    FROM answered
    WHERE framework IS NOT NULL
    GROUP BY framework
  ),
  totals AS (
    SELECT sum(drills) AS drills, round(sum(rating_sum) / nullif(sum(rated), 0), 1)::float8 AS average_rating, sum(bytes) AS bytes
    FROM answered
  )
  SELECT
    (SELECT count(*) FROM sessions WHERE user_id = $1 AND session_type = 'Drill')::int AS total_sessions,
    coalesce(totals.drills, 0)::int AS total_drills,
    totals.average_rating,
    coalesce(totals.bytes, 0)::float8 AS answer_characters,
    (
      SELECT json_agg(json_build_object('date', to_char(days.day, 'YYYY-MM-DD'), 'count', coalesce(per_day.count, 0)::int) ORDER BY days.day)
      FROM days LEFT JOIN per_day USING (day)
    ) AS drills_per_day,
    (
      SELECT coalesce(json_agg(json_build_object('week', to_char(week_start, 'YYYY-MM-DD'), 'avgRating', "avgRating") ORDER BY week_start), '[]')
      FROM weeks
    ) AS weekly_avg_rating,
    (
      SELECT coalesce(json_agg(json_build_object('_id', "_id", 'avgRating', "avgRating") ORDER BY rated DESC, "_id"), '[]')
      FROM topics
    ) AS avg_rating_by_topic,
    (
      SELECT coalesce(json_agg(json_build_object('_id', "_id", 'count', count) ORDER BY count DESC, "_id"), '[]')
      FROM frameworks
    ) AS common_structures
  FROM totals`;

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
