import type { DashboardStats, DeliveryTrendDay } from '@speakwell/contracts';
import { MAX_MEASURED_PACE } from '@speakwell/words';
import type { QueryRunner } from 'typeorm';
import { topicWithoutFocusMarkerSql } from '../../src/sessions/session-topic.js';
import { WEEKLY_AND_TOPIC_CHARTS } from '../../src/dashboard/dashboard.queries.js';
import { estimatePracticeMinutes } from '../../src/dashboard/practice-time.js';

/**
 * The dashboard computed the slow way, from every raw drill, session and shadowing run (the
 * statements the API ran before it kept running totals): the reference the running totals must
 * always equal. A 30-day window, 12 weeks and 10 topics, as the API shows.
 *
 * One change to those statements: the delivery trend's window starts at UTC midnight whatever
 * the connection's time zone (`date AT TIME ZONE` went through the session's zone, so its first
 * day was cut short when the server did not run in UTC).
 */
export async function dashboardFromRawRows(db: Pick<QueryRunner, 'query'>, userId: string): Promise<DashboardStats> {
  const query = async <Row>(sql: string): Promise<Row[]> => (await db.query(sql, [userId])) as Row[];
  const [drills] = await query<DrillStatsRow>(drillStatsSql);
  const trend = await query<DeliveryTrendDay>(deliveryTrendSql);
  const [scripts] = await query<ScriptTotalsRow>(scriptTotalsSql);
  return {
    total_sessions: drills.total_sessions,
    total_drills: drills.total_drills,
    average_rating: drills.average_rating,
    average_match_accuracy: scripts.average_match_accuracy,
    most_practiced_script: scripts.most_practiced_script,
    estimated_practice_time_minutes: estimatePracticeMinutes({
      answeredDrills: drills.total_drills,
      answerCharacters: drills.answer_characters,
      shadowingWords: scripts.spoken_words,
    }),
    drills_per_day: drills.drills_per_day,
    weekly_avg_rating: drills.weekly_avg_rating,
    avg_rating_by_topic: drills.avg_rating_by_topic,
    common_structures: drills.common_structures,
    delivery_trend: trend,
  };
}

type DrillStatsRow = Pick<
  DashboardStats,
  'total_sessions' | 'total_drills' | 'average_rating' | 'drills_per_day' | 'weekly_avg_rating' | 'avg_rating_by_topic' | 'common_structures'
> & {
  answer_characters: number;
};

interface ScriptTotalsRow {
  average_match_accuracy: number | null;
  most_practiced_script: string | null;
  spoken_words: number;
}

const drillStatsSql = `
  WITH answered AS MATERIALIZED (
    SELECT session_id, (answered_at AT TIME ZONE 'UTC')::date AS day, framework,
      count(*) AS drills, count(rating) AS rated, sum(rating) AS rating_sum, sum(answer_bytes) AS bytes
    FROM drills
    WHERE user_id = $1 AND answered_at IS NOT NULL
    GROUP BY session_id, day, framework
  ),
  days AS (
    SELECT day::date AS day
    FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS day
  ),
  per_day AS (
    SELECT day, sum(drills) AS count
    FROM answered
    WHERE day >= (now() AT TIME ZONE 'UTC')::date - 29
    GROUP BY day
  ),
  weeks AS (
    SELECT date_trunc('week', day::timestamp) AS week_start, round(sum(rating_sum) / sum(rated), 1)::float8 AS "avgRating"
    FROM answered
    WHERE rated > 0
    GROUP BY 1
    ORDER BY 1 DESC
    LIMIT 12
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
    LIMIT 10
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
    ${WEEKLY_AND_TOPIC_CHARTS},
    (
      SELECT coalesce(json_agg(json_build_object('_id', "_id", 'count', count) ORDER BY count DESC, "_id"), '[]')
      FROM frameworks
    ) AS common_structures
  FROM totals`;

const PACE = `(delivery->>'wordsPerMinute')::numeric`;

const deliveryTrendSql = `
  SELECT to_char((answered_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date,
    -- The pace only of answers whose pace is a measurement (as the Delivery card reads it), 0 when none is.
    coalesce(round(avg(${PACE}) FILTER (WHERE ${PACE} > 0 AND ${PACE} <= ${MAX_MEASURED_PACE})), 0)::float8 AS words_per_minute,
    round(avg((delivery->>'fillersPer100Words')::numeric), 1)::float8 AS fillers_per_100_words,
    count(*)::int AS answers
  FROM drills
  WHERE user_id = $1
    AND answered_at >= ((now() AT TIME ZONE 'UTC')::date - 29)::timestamp AT TIME ZONE 'UTC'
    AND delivery IS NOT NULL
    AND (delivery->>'wordCount')::int > 0
  GROUP BY 1
  ORDER BY 1
`;

const scriptTotalsSql = `
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
