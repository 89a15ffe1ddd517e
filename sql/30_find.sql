-- Finding out: labels people put on trajectories, and the failure patterns a trajectory shows.
-- The explorer's Search, Patterns and Labels pages and `tracelake search`, `label` and `export`
-- ask these (pipelines/explore/queries/); every rule here is deterministic and documented in
-- docs/analysis.md ("Failure patterns").

-- The labels in force: per trajectory and tag, the latest row of `label_history` (the Delta table
-- `_labels`, written by `tracelake label` and the explorer) when it adds the label.
CREATE OR REPLACE VIEW labels AS
SELECT l.run_id, n.run_name, l.step, l.split, l.trajectory_id, l.tag, l.note, l.author, l.labelled_at
FROM (SELECT * FROM label_history
      QUALIFY row_number() OVER (PARTITION BY run_id, trajectory_id, tag ORDER BY label_id DESC) = 1) l
LEFT JOIN run_names n USING (run_id)
WHERE l.action = 'add'
ORDER BY l.labelled_at, l.run_id, l.trajectory_id, l.tag;

-- How a tool call failed, from the tool turn that answers it, or NULL: the source's own status
-- where it gives one that is not a success (PolyTrace `status`, Inspect's tool error type,
-- OpenHands' error observations), else the first of these the output's text shows: `timeout`
-- (timed out, time limit or deadline exceeded, TimeoutError), `exception` (a Python traceback,
-- or a line opening with an `...Error:` or `...Exception:` name), `not found` (command not
-- found, no such file or directory), `nonzero exit` (exit code or status 1-255, non-zero exit),
-- `permission denied`, `error` (a line opening with error, fatal or failed). Anchored to the
-- start of a line where a word could sit in ordinary output: a file listing that shows
-- `raise ValueError(...)` mid-line is no failure.
CREATE OR REPLACE MACRO tool_failure(content, status) AS CASE
    WHEN status IS NOT NULL AND lower(status) NOT IN ('success', 'succeeded', 'ok', 'completed', 'unknown') THEN lower(status)
    WHEN content IS NULL THEN NULL
    WHEN regexp_matches(content, '(?i)\btimed out\b|time limit exceeded|deadline exceeded|\bTimeoutError\b') THEN 'timeout'
    WHEN regexp_matches(content, 'Traceback \(most recent call last\)|(?m)^\s*(?:[A-Za-z_][\w.]*)?(?:Error|Exception):') THEN 'exception'
    WHEN regexp_matches(content, '(?i)command not found|no such file or directory') THEN 'not found'
    WHEN regexp_matches(content, '(?i)\bexit (?:code|status):? *[1-9]|\bnon-zero exit|returned non-zero') THEN 'nonzero exit'
    WHEN regexp_matches(content, '(?i)\bpermission denied\b') THEN 'permission denied'
    WHEN regexp_matches(content, '(?im)^\s*(?:error|fatal|failed)\b') THEN 'error'
END;

-- Whether a trajectory's status says it failed (an exception, a timeout, a limit hit), not that it
-- ended as it should (`submitted`, `completed`, `stop`...).
CREATE OR REPLACE MACRO is_error_status(status) AS
    status IS NOT NULL AND lower(status) NOT IN ('submitted', 'success', 'succeeded', 'completed', 'complete', 'done',
                                                 'finished', 'stop', 'ok');

-- A failure's text as a pattern: its first line that names the failure (else its first line),
-- numbers as N, quoted text as '…', hex ids as H, at most 120 characters: "Request timed out
-- after 30 s" and "... after 45 s" are one pattern.
CREATE OR REPLACE MACRO failure_text(content) AS
    left(trim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
        coalesce(nullif(regexp_extract(content,
            '(?im)^.*(?:timed out|time limit|deadline|error|exception|not found|no such file|exit (?:code|status)|non-zero|permission denied|fatal|failed).*$'),
            ''), regexp_extract(coalesce(content, ''), '(?m)^\s*(\S.*)$', 1)),
        '''[^'']*''|"[^"]*"', '''…''', 'g'),
        '\b[0-9a-fA-F]{8,}\b', 'H', 'g'),
        '[0-9]+(?:\.[0-9]+)?', 'N', 'g'),
        '\s+', ' ', 'g')), 120);

-- A final answer's own text: what an `<answer>` block or a `\boxed{}` holds where there is one,
-- else the text without its `<think>` blocks.
CREATE OR REPLACE MACRO answer_text(text) AS trim(CASE
    WHEN regexp_matches(coalesce(text, ''), '<answer>[\s\S]*?</answer>') THEN regexp_extract(text, '<answer>([\s\S]*?)</answer>', 1)
    WHEN regexp_matches(coalesce(text, ''), '\\boxed\{') THEN regexp_extract(text, '\\boxed\{([^}]*)\}', 1)
    ELSE regexp_replace(coalesce(text, ''), '<think>[\s\S]*?</think>', '', 'g') END);

-- What a turn's tool calls ask, to compare calls: their names and arguments (`calls`, less the
-- ids every call has of its own), else its `<tool_call>` blocks, else its text without `<think>`
-- blocks (a model that loops thinks anew each time, then asks the same).
CREATE OR REPLACE MACRO call_text(content, calls) AS coalesce(
    (calls->'$[*].name')::VARCHAR || (calls->'$[*].arguments')::VARCHAR,
    nullif(array_to_string(regexp_extract_all(content, '<tool_call>[\s\S]*?</tool_call>'), chr(10)), ''),
    trim(regexp_replace(content, '<think>[\s\S]*?</think>', '', 'g')));

-- A turn's calls as words: their JSON with its escapes undone, so that `print("hi")` in an
-- argument is found as written (the JSON holds `print(\"hi\")`).
CREATE OR REPLACE MACRO call_words(calls) AS
    replace(replace(replace(replace(replace(calls, '\\', chr(1)), '\"', '"'), '\n', chr(10)), '\t', chr(9)),
            chr(1), '\');

-- A turn's text as search reads it: its content, its reasoning and its calls (names and
-- arguments), lowered; a NUL between them so that no match spans two.
CREATE OR REPLACE MACRO turn_text(content, reasoning, calls) AS
    lower(concat_ws(chr(0), content, reasoning, call_words(calls)));

-- A well-formed final answer in a response: `\boxed{...}`, `<answer>...</answer>`, GSM8K's
-- `#### 42`, or "Final answer: ...".
CREATE OR REPLACE MACRO has_final_answer(text) AS
    regexp_matches(coalesce(text, ''), '\\boxed\{[^}]+\}|<answer>\s*\S[\s\S]*?</answer>|(?m)^\s*####\s*\S|(?i)final answer\s*[:：]?\s*\S');

-- The answer format a trajectory's grader reads, where the data source or the prompt says it:
-- GSM8K's `#### <number>` (verl's gsm8k reward takes the number after it, and verl's GSM8K
-- prompts ask for it), MATH-style `\boxed{}` (verl's math and DAPO rewards take the last box; their
-- prompts ask for it). NULL: not known, and no pattern guesses it.
CREATE OR REPLACE MACRO grader_format(task, prompt) AS CASE
    WHEN regexp_matches(coalesce(task, ''), '(?i)gsm8k') THEN '####'
    WHEN regexp_matches(coalesce(task, ''), '(?i)math|dapo|aime|deepscaler') THEN '\boxed{}'
    WHEN contains(coalesce(prompt, ''), '####') THEN '####'
    WHEN contains(coalesce(prompt, ''), '\boxed') THEN '\boxed{}' END;

-- Whether a response holds the answer in the grader's format (`grader_format`), as the grader
-- finds it (verl: `#### (-?[0-9.,]+)`; the last `\boxed{...}`); NULL where the format is not known.
CREATE OR REPLACE MACRO has_grader_format(text, format) AS CASE format
    WHEN '####' THEN regexp_matches(coalesce(text, ''), '#### -?[0-9.,]+')
    WHEN '\boxed{}' THEN regexp_matches(coalesce(text, ''), '\\boxed\{[^}]+\}') END;

-- Per trajectory of the runs listed (run ids), every failure pattern it shows (a row each):
-- `pattern` the kind, `detail` what it has in common with others of that kind, `turn` where it
-- shows (the failed call's answer, the first repeated call, the final answer). A table macro, so
-- that every scan reads those runs alone: `SELECT pattern, count(*) FROM
-- trajectory_patterns(['run-a', 'run-b']) GROUP BY ALL`.
--   tool <failure>     a tool call failed so (`tool_failure`: `tool timeout`, `tool exception`...);
--                      detail: the last such call's tool and its `failure_text`
--   status             the source says how the episode ended without a reward (an exception's
--                      class, `error`, `unfinished`...); detail: that status
--   length capped      the response stopped at the length limit: a finish reason or status that says so
--                      (`length`, `max_tokens`, `token_limit`, `truncated`) or, in tokens, the run's longest
--                      response shared by 2 or more of its trajectories, in a run of 10 or more distinct
--                      lengths (a pile-up at a limit, not a handful of equal short answers)
--   repeated tool call the same call (tool and `call_text`) made 3 or more times in a row; detail: the tool
--   empty answer       no text in the final answer (`answer_text` of the last assistant turn, or of the
--                      response): `<answer></answer>`, `\boxed{}`, nothing but thinking
--   wrong, well-formed not a success (`trajectory_judgement`; else a reward of 0 or less) with its
--                      final answer in the grader's format (`grader_format`: the grader read it and
--                      judged it wrong); where that format is not known, any well-formed final answer
--                      (`has_final_answer`), detail `format unknown` (and why, where a success lacked it)
--   answer format missing  not a success, and its final answer lacks the format the grader reads
--                      (`grader_format`); detail: that format
CREATE OR REPLACE MACRO trajectory_patterns(runs) AS TABLE
WITH failed_calls AS (
    SELECT run_id, step, trajectory_id, turn_index, tool_name, tool_failure(content, status) AS failure,
           failure_text(content) AS text
    FROM turns WHERE list_contains(runs, run_id) AND role = 'tool' AND tool_failure(content, status) IS NOT NULL
), tool_failures AS (
    SELECT run_id, step, trajectory_id, 'tool ' || failure AS pattern,
           coalesce(arg_max(tool_name, turn_index), '(tool not named)') || ': ' || arg_max(text, turn_index) AS detail,
           max(turn_index) AS turn
    FROM failed_calls GROUP BY run_id, step, trajectory_id, failure
), asked AS (
    SELECT run_id, step, trajectory_id, turn_index, tool_name, call_text(content, calls) AS call
    FROM turns WHERE list_contains(runs, run_id) AND role = 'assistant' AND tool_calls > 0 AND content IS NOT NULL
), calls AS (
    SELECT run_id, step, trajectory_id, turn_index, tool_name,
           lag(tool_name, 1) OVER w IS NOT DISTINCT FROM tool_name AND lag(call, 1) OVER w = call AS same_as_1,
           lag(tool_name, 2) OVER w IS NOT DISTINCT FROM tool_name AND lag(call, 2) OVER w = call AS same_as_2
    FROM asked
    WINDOW w AS (PARTITION BY run_id, step, trajectory_id ORDER BY turn_index)
), loops AS (
    SELECT run_id, step, trajectory_id, 'repeated tool call' AS pattern,
           arg_min(coalesce(tool_name, '(tool not named)'), turn_index) AS detail, min(turn_index) AS turn
    FROM calls WHERE same_as_1 AND same_as_2 GROUP BY run_id, step, trajectory_id
), final_turns AS (
    SELECT run_id, step, trajectory_id, arg_max(content, turn_index) AS final_text, max(turn_index) AS final_turn
    FROM turns WHERE list_contains(runs, run_id) AND role = 'assistant' GROUP BY ALL
), lengths AS (
    SELECT run_id, response_tokens, count(*) AS n FROM trajectories
    WHERE list_contains(runs, run_id) AND response_tokens IS NOT NULL GROUP BY ALL
), caps AS (  -- a run's longest response in tokens, where 2 or more stop there among 10 or more lengths
    SELECT run_id, max(response_tokens) AS cap FROM lengths GROUP BY run_id
    HAVING count(*) >= 10 AND arg_max(n, response_tokens) >= 2
), declared AS (
    SELECT t.run_id, t.split, t.step, t.trajectory_id, t.status, t.extra, t.response_tokens = c.cap AS at_cap,
           grader_format(trajectory_task(t.extra), t.prompt) AS declared_format,
           coalesce(f.final_text, t.response) AS final_text, f.final_turn,
           f.final_text IS NOT NULL OR t.response IS NOT NULL AS has_text,
           coalesce(NOT j.success, j.finite_reward <= 0) AS wrong, j.success
    FROM (SELECT * FROM trajectories WHERE list_contains(runs, run_id)) t
    JOIN trajectory_judgement_of(runs) j USING (run_id, split, step, trajectory_id)
    LEFT JOIN final_turns f USING (run_id, step, trajectory_id)
    LEFT JOIN caps c USING (run_id)
), contradicted AS (  -- a declared format some of the run's successes lack: its grader took other answers too
    SELECT run_id, declared_format, count(*) AS successes_without FROM declared
    WHERE success AND NOT has_grader_format(final_text, declared_format) GROUP BY ALL
), judged AS (
    SELECT d.*, CASE WHEN x.run_id IS NULL THEN d.declared_format END AS answer_format,
           CASE WHEN x.run_id IS NOT NULL
                THEN 'format unknown: ' || x.successes_without || ' success(es) lack ' || d.declared_format
                WHEN d.declared_format IS NULL THEN 'format unknown' END AS format_note
    FROM declared d LEFT JOIN contradicted x USING (run_id, declared_format)
), found AS (
    SELECT run_id, split, step, trajectory_id, 'status' AS pattern, status AS detail, NULL::INTEGER AS turn
    FROM judged WHERE status IS NOT NULL
    UNION ALL
    SELECT run_id, split, step, trajectory_id, 'length capped', NULL, final_turn FROM judged
    WHERE coalesce(json_extract_string(extra, '$.finish_reasons[#-1]') = 'length', false)
       OR coalesce(lower(status) IN ('length', 'max_tokens', 'token_limit', 'truncated'), false)
       OR coalesce(at_cap, false)
    UNION ALL
    SELECT run_id, split, step, trajectory_id, 'empty answer', NULL, final_turn FROM judged
    WHERE has_text AND answer_text(final_text) = ''
    UNION ALL
    SELECT run_id, split, step, trajectory_id, 'wrong, well-formed', format_note, final_turn FROM judged
    WHERE coalesce(wrong, false)
      AND coalesce(has_grader_format(final_text, answer_format), answer_format IS NULL AND has_final_answer(final_text))
    UNION ALL
    SELECT run_id, split, step, trajectory_id, 'answer format missing', answer_format, final_turn FROM judged
    WHERE coalesce(wrong, false) AND has_text AND NOT has_grader_format(final_text, answer_format)
    UNION ALL
    SELECT t.run_id, t.split, t.step, t.trajectory_id, f.pattern, f.detail, f.turn
    FROM tool_failures f JOIN (SELECT * FROM trajectories WHERE list_contains(runs, run_id)) t USING (run_id, step, trajectory_id)
    UNION ALL
    SELECT t.run_id, t.split, t.step, t.trajectory_id, l.pattern, l.detail, l.turn
    FROM loops l JOIN (SELECT * FROM trajectories WHERE list_contains(runs, run_id)) t USING (run_id, step, trajectory_id)
)
SELECT f.run_id, n.run_name, f.split, f.step, f.trajectory_id, f.pattern, f.detail, f.turn
FROM found f LEFT JOIN run_names n USING (run_id);
