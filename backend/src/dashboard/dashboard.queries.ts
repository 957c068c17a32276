import type { DeliveryTrendDay } from '@speakwell/contracts';

/**
 * The dashboard's SQL: one statement over the caller's running totals (the dashboard_* tables,
 * kept in step with every write by the triggers of migration 1795950000000-dashboard-totals),
 * so its cost follows the number of days, topics, frameworks and scripts, never the number of
 * drills or runs. Every table is read by the caller's id ($1) first. Ratings are numeric:
 * averages are sum / count rounded in SQL, as avg() computes them, and sent as float8 so the
 * driver hands back numbers, not strings. Days and weeks are UTC calendar days.
 */

/** "Today" as a UTC calendar day, whatever the server's time zone. */
const TODAY_UTC = `(now() AT TIME ZONE 'UTC')::date`;

/** The dashboard's window: today and the 29 days before it. */
export const DRILL_CHART_DAYS = 30;

/** The weekly chart shows at most this many of the most recent weeks that have answers. */
export const WEEKLY_CHART_WEEKS = 12;

/** The topic chart shows the topics with the most answered drills. */
export const TOPIC_CHART_TOPICS = 10;

const WINDOW_START = `${TODAY_UTC} - ${DRILL_CHART_DAYS - 1}`;

/**
 * The weekly and topic charts as JSON columns, from CTEs `weeks` (week_start, "avgRating") and
 * `topics` ("_id", "avgRating", rated); the tests' recomputation from raw rows shapes them the same way.
 */
export const WEEKLY_AND_TOPIC_CHARTS = `
    (
      SELECT coalesce(json_agg(json_build_object('week', to_char(week_start, 'YYYY-MM-DD'), 'avgRating', "avgRating") ORDER BY week_start), '[]')
      FROM weeks
    ) AS weekly_avg_rating,
    (
      SELECT coalesce(json_agg(json_build_object('_id', "_id", 'avgRating', "avgRating") ORDER BY rated DESC, "_id"), '[]')
      FROM topics
    ) AS avg_rating_by_topic`;

/** Everything the dashboard shows, in one row; the lists arrive as JSON. */
export interface DashboardRow {
  total_sessions: number;
  total_drills: number;
  average_rating: number | null;
  answer_characters: number;
  drills_per_day: Array<{ date: string; count: number }>;
  weekly_avg_rating: Array<{ week: string; avgRating: number }>;
  avg_rating_by_topic: Array<{ _id: string; avgRating: number }>;
  common_structures: Array<{ _id: string; count: number }>;
  delivery_trend: DeliveryTrendDay[];
  average_match_accuracy: number | null;
  most_practiced_script: string | null;
  spoken_words: number;
}

/**
 * Per day: every day of the window, zero days included, so the line chart has no gaps.
 * Weekly: date_trunc('week') starts weeks on Monday, as ISO weeks do; the most recent weeks
 * that have ratings, oldest first. Topics: focus and regular sessions of one topic together
 * (dashboard_topic strips ' [Focus Mode]'), the most rated first. Delivery: pace and fillers
 * per day of the window, from the answers that were measured; the pace only from those whose
 * pace is a measurement (0, which the screen shows as "not measured", when none is). Shadowing: average accuracy
 * (percent, one decimal), words spoken, and the script with the most runs; a tie goes to the
 * one practised last.
 */
export const dashboardSql = `
  WITH days AS MATERIALIZED (
    SELECT day, drill_sessions, drills, rated, rating_sum, answer_bytes, measured_answers, paced_answers, words_per_minute_sum, fillers_per_100_words_sum
    FROM dashboard_days
    WHERE user_id = $1
  ),
  chart_days AS (
    SELECT day::date AS day FROM generate_series(${WINDOW_START}, ${TODAY_UTC}, interval '1 day') AS day
  ),
  weeks AS (
    SELECT date_trunc('week', day::timestamp) AS week_start, round(sum(rating_sum) / sum(rated), 1)::float8 AS "avgRating"
    FROM days
    GROUP BY 1
    HAVING sum(rated) > 0
    ORDER BY 1 DESC
    LIMIT ${WEEKLY_CHART_WEEKS}
  ),
  topics AS (
    SELECT topic AS "_id", round(rating_sum / rated, 1)::float8 AS "avgRating", rated
    FROM dashboard_topics
    WHERE user_id = $1 AND rated > 0
    ORDER BY rated DESC, topic
    LIMIT ${TOPIC_CHART_TOPICS}
  ),
  runs AS MATERIALIZED (
    SELECT script_id, runs, accuracy_sum, spoken_words, last_run_at
    FROM dashboard_scripts
    WHERE user_id = $1 AND runs > 0
  ),
  totals AS (
    SELECT sum(drill_sessions) AS sessions, sum(drills) AS drills, round(sum(rating_sum) / nullif(sum(rated), 0), 1)::float8 AS average_rating,
      sum(answer_bytes) AS bytes
    FROM days
  )
  SELECT
    coalesce(totals.sessions, 0)::int AS total_sessions,
    coalesce(totals.drills, 0)::int AS total_drills,
    totals.average_rating,
    coalesce(totals.bytes, 0)::float8 AS answer_characters,
    (
      SELECT json_agg(json_build_object('date', to_char(chart_days.day, 'YYYY-MM-DD'), 'count', coalesce(days.drills, 0)) ORDER BY chart_days.day)
      FROM chart_days LEFT JOIN days USING (day)
    ) AS drills_per_day,
    ${WEEKLY_AND_TOPIC_CHARTS},
    (
      SELECT coalesce(json_agg(json_build_object('_id', framework, 'count', drills) ORDER BY drills DESC, framework), '[]')
      FROM dashboard_frameworks
      WHERE user_id = $1 AND drills > 0
    ) AS common_structures,
    (
      SELECT coalesce(json_agg(json_build_object(
        'date', to_char(day, 'YYYY-MM-DD'),
        'words_per_minute', coalesce(round(words_per_minute_sum / nullif(paced_answers, 0)), 0)::float8,
        'fillers_per_100_words', round(fillers_per_100_words_sum / measured_answers, 1)::float8,
        'answers', measured_answers
      ) ORDER BY day), '[]')
      FROM days
      WHERE day >= ${WINDOW_START} AND measured_answers > 0
    ) AS delivery_trend,
    (SELECT round((sum(accuracy_sum) / sum(runs))::numeric, 1)::float8 FROM runs) AS average_match_accuracy,
    (SELECT coalesce(sum(spoken_words), 0)::float8 FROM runs) AS spoken_words,
    (
      SELECT s.title
      FROM runs JOIN scripts s ON s.id = runs.script_id AND s.user_id = $1
      ORDER BY runs.runs DESC, runs.last_run_at DESC, s.title
      LIMIT 1
    ) AS most_practiced_script
  FROM totals`;
