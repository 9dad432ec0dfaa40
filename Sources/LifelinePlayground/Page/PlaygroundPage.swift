/// The page the server sends: one HTML document, one style sheet, one script, all from the
/// binary (nothing from the network). The HTML holds no data: the script asks the server for
/// the session and writes every string in with `textContent`, so nothing from a trace or a
/// request is ever read as markup.
enum PlaygroundPage {
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(PlaygroundHTTPHandler.pagePolicy)">
        <title>Lifeline playground</title>
        <link rel="stylesheet" href="/playground.css">
        </head>
        <body>
        <header class="pg-top">
        <h1>Lifeline playground</h1>
        <p class="pg-lede">Press an action: every column runs the same simulator as <code>lifeline simulate</code>, under its own routing, and shows what UIKit delivers.</p>
        <nav class="pg-controls" aria-label="Session">
        <button type="button" id="pg-undo" aria-keyshortcuts="u">Undo</button>
        <button type="button" id="pg-reset">Reset</button>
        <button type="button" id="pg-random" aria-keyshortcuts="r">Random step</button>
        <label class="pg-quiz-toggle"><input type="checkbox" id="pg-quiz"> Quiz: guess the next callback first</label>
        <a id="pg-link" href="#">Link to this session</a>
        </nav>
        <p id="pg-actions-so-far" class="pg-sofar" aria-live="polite"></p>
        <p id="pg-error" class="pg-error" role="alert" hidden></p>
        </header>
        <main>
        <section aria-labelledby="pg-buttons-title" class="pg-buttons-section">
        <h2 id="pg-buttons-title">Possible now (in at least one column)</h2>
        <ul id="pg-buttons" class="pg-buttons"></ul>
        </section>
        <nav id="pg-tabs" class="pg-tabs" aria-label="Column shown on a narrow screen"></nav>
        <div id="pg-columns" class="pg-columns"></div>
        <p class="pg-legend">State diagrams: the model's reference machines (<code>lifeline render --model</code>), the current state outlined in red. Solid arrows are delegate callbacks, bold blue ones changes seen only as a notification, dashed grey ones silent changes, purple ones ScenePhase changes, dotted amber ones device variants (OBSERVED or UNSURE). Hover an arrow for its callback, a state for its meaning and the callbacks that leave it as it is; <em>Full size</em> writes them all on the drawing.</p>
        </main>
        <template id="pg-column-template">
        <section class="pg-column">
        <h2 class="pg-title"></h2>
        <p class="pg-summary"></p>
        <p class="pg-now"></p>
        <div class="pg-quizbox" hidden></div>
        <div class="pg-svg"></div>
        <h3>Just delivered</h3>
        <p class="pg-refused" hidden></p>
        <ol class="pg-last"></ol>
        <details class="pg-timeline-box"><summary>Timeline so far</summary><ol class="pg-timeline"></ol></details>
        <p class="pg-downloads"><a class="pg-trace" download>trace (.jsonl)</a> · <a class="pg-report" download>report (.html)</a></p>
        </section>
        </template>
        <script src="/playground.js"></script>
        </body>
        </html>

        """
}
