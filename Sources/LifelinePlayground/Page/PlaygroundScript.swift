extension PlaygroundPage {
    /// The page's behaviour. Every string from the server goes in through `textContent` or an
    /// attribute, never `innerHTML`; the drawings are the server's own SVG, parsed as SVG.
    ///
    /// The URL fragment is the session: `#a=launch,home` replays those presses into a new
    /// session (a link reproduces the page). `#play=launch,home` presses the buttons one after
    /// another, as a person would, and then leaves `#a=…` in the address bar; tests use it.
    static let script = #"""
        "use strict";
        (function () {
          var current = null;            // the server's last view of the session
          var columns = {};              // column id → its elements
          var drawings = {};             // "machine/profile" → SVG text
          var answered = {};             // "column:seq" → the choice made in quiz mode
          var queue = Promise.resolve(); // requests one at a time, in order

          function byId(id) { return document.getElementById(id); }
          function make(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined && text !== null) node.textContent = text;
            return node;
          }

          function request(method, path, body) {
            var options = { method: method, headers: {} };
            if (body !== undefined) { options.headers["Content-Type"] = "application/json"; options.body = JSON.stringify(body); }
            return fetch(path, options).then(function (response) {
              return response.json().catch(function () { return { error: "the server answered " + response.status + " without JSON" }; })
                .then(function (data) {
                  if (!response.ok) {
                    var error = new Error(data.error || ("the server answered " + response.status));
                    error.status = response.status;
                    throw error;
                  }
                  return data;
                });
            });
          }

          function showError(message) {
            var box = byId("pg-error");
            box.textContent = message || "";
            box.hidden = !message;
          }

          // One request at a time: a press waits for the one before it.
          // A session that ended (idle too long, or the server restarted) is started again from
          // its presses, and the request is not repeated: the page says so.
          function perform(method, path, body) {
            queue = queue.then(function () {
              return request(method, path(), body).then(function (view) { showError(""); render(view); })
                .catch(function (error) {
                  if (error.status !== 404 || !current) { showError(error.message); return; }
                  return request("POST", "/api/session", { actions: current.actions }).then(function (view) {
                    render(view);
                    showError("The session had ended; it was started again from its " + view.actions.length + " presses. Press again.");
                  }).catch(function (again) { showError(again.message); });
                });
            });
            return queue;
          }

          function sessionPath(suffix) { return "/api/session/" + encodeURIComponent(current.session) + suffix; }
          function later(suffix) { return function () { return sessionPath(suffix); }; }
          function pressAction(name) { return perform("POST", later("/press"), { action: name }); }

          function render(view) {
            current = view;
            var fragment = "#a=" + view.actions.map(encodeURIComponent).join(",") + (byId("pg-quiz").checked ? "&quiz=1" : "");
            history.replaceState(null, "", fragment);
            byId("pg-link").setAttribute("href", fragment);
            byId("pg-actions-so-far").textContent = view.actions.length
              ? "Actions so far (" + view.actions.length + " of at most " + view.maxActions + "): " + view.actions.join(" → ")
              : "No action yet: in every column the app is not running.";
            byId("pg-undo").disabled = view.actions.length === 0;
            renderButtons(view);
            view.columns.forEach(renderColumn);
          }

          function renderButtons(view) {
            var list = byId("pg-buttons");
            var focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.action : null;
            list.replaceChildren();
            var all = view.columns.length;
            view.buttons.forEach(function (button) {
              var item = make("li");
              var press = make("button", null, button.name);
              press.type = "button";
              press.dataset.action = button.name;
              press.setAttribute("aria-describedby", "pg-meaning-" + button.name);
              press.addEventListener("click", function () { current.pending = pressAction(button.name); });
              item.appendChild(press);
              var meaning = make("span", "pg-meaning", button.explanation);
              meaning.id = "pg-meaning-" + button.name;
              item.appendChild(meaning);
              if (button.fact) item.appendChild(factLink(button.fact));
              if (button.columns.length < all) item.appendChild(make("span", "pg-where", "possible in: " + button.columns.join(", ")));
              list.appendChild(item);
              if (button.name === focused) press.focus();
            });
          }

          function columnElements(column) {
            if (columns[column.id]) return columns[column.id];
            var node = byId("pg-column-template").content.firstElementChild.cloneNode(true);
            node.dataset.column = column.id;
            node.id = "pg-column-" + column.id;
            var parts = {
              root: node,
              title: node.querySelector(".pg-title"), summary: node.querySelector(".pg-summary"),
              now: node.querySelector(".pg-now"), quiz: node.querySelector(".pg-quizbox"),
              refused: node.querySelector(".pg-refused"), last: node.querySelector(".pg-last"),
              svg: node.querySelector(".pg-svg"), timeline: node.querySelector(".pg-timeline"),
              trace: node.querySelector(".pg-trace"), report: node.querySelector(".pg-report"), figures: {}
            };
            byId("pg-columns").appendChild(node);
            columns[column.id] = parts;
            addTab(column, node);
            column.machines.forEach(function (machine, index) {
              var figure = make("details", "pg-figure");
              figure.open = index === 0;
              figure.dataset.machine = machine;
              figure.appendChild(make("summary", null, "State diagram: " + machine + " machine, " + column.profile));
              parts.svg.appendChild(figure);
              parts.figures[machine] = figure;
              // The compact drawing fits the column; "Full size" shows the full one (every
              // callback a state allows, each variant's name) at its own size, scrolling.
              var zoom = make("button", "pg-zoom", "Full size");
              zoom.type = "button";
              zoom.setAttribute("aria-pressed", "false");
              var frame = make("div", "pg-frame");
              function show(full) {
                loadDrawing(machine, column.profile, full).then(function (text) {
                  var svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
                  frame.textContent = "";
                  frame.appendChild(document.importNode(svg, true));
                  if (current) highlight(current.columns.filter(function (c) { return c.id === column.id; })[0]);
                }).catch(function (error) { showError(error.message); });
              }
              zoom.addEventListener("click", function () {
                var on = !figure.classList.contains("pg-zoomed");
                figure.classList.toggle("pg-zoomed", on);
                zoom.setAttribute("aria-pressed", String(on));
                show(on);
              });
              figure.appendChild(zoom);
              figure.appendChild(frame);
              show(false);
            });
            return parts;
          }

          // On a narrow screen one column shows at a time; these buttons choose it.
          function addTab(column, node) {
            var tabs = byId("pg-tabs");
            var tab = make("button", null, column.title);
            tab.type = "button";
            tab.dataset.column = column.id;
            tab.addEventListener("click", function () { showColumn(column.id); });
            tabs.appendChild(tab);
            if (tabs.children.length === 1) showColumn(column.id);
          }

          function showColumn(id) {
            Array.prototype.forEach.call(byId("pg-tabs").children, function (tab) { tab.setAttribute("aria-pressed", String(tab.dataset.column === id)); });
            Object.keys(columns).forEach(function (key) { columns[key].root.classList.toggle("pg-shown", key === id); });
            var node = byId("pg-column-" + id);
            if (node) node.classList.add("pg-shown");
          }

          function loadDrawing(machine, profile, full) {
            var name = profile + (full ? ".full" : "");
            var key = machine + "/" + name;
            if (!drawings[key]) {
              drawings[key] = fetch("/diagram/" + encodeURIComponent(machine) + "/" + encodeURIComponent(name) + ".svg")
                .then(function (response) { if (!response.ok) throw new Error("no drawing of the " + machine + " machine"); return response.text(); });
            }
            return drawings[key];
          }

          // A fact's section and basis, linked to the page it cites (only http(s) links are made).
          function factLink(fact) {
            var link = make("a", "pg-fact", fact.label);
            if (/^https?:\/\//.test(fact.url)) { link.href = fact.url; link.rel = "noreferrer"; link.target = "_blank"; }
            link.title = fact.url;
            return link;
          }

          function describe(event) {
            if (event.method) return event.method;
            if (event.kind === "phase") return "scenePhase";
            return event.name || event.kind;
          }

          function eventItem(event, className, detailed) {
            var item = make("li", className + " pg-kind-" + event.kind);
            var data = { seq: event.seq, kind: event.kind, to: event.to, press: event.press };
            ["scene", "method", "name", "level", "from"].forEach(function (key) { if (event[key]) data[key] = event[key]; });
            if (event.toState) data.state = event.toState;
            Object.keys(data).forEach(function (key) { item.dataset[key] = String(data[key]); });
            item.appendChild(make("span", "pg-to", event.to + ": "));
            item.appendChild(make("span", "pg-what", describe(event)));
            if (event.from || event.toState) item.appendChild(make("span", "pg-move", " [" + (event.from || "") + " → " + (event.toState || "") + "]"));
            if (detailed) {
              item.appendChild(make("span", "pg-explain", event.explanation));
              if (event.facts.length) {
                var cites = make("span", "pg-cite");
                event.facts.forEach(function (fact, index) {
                  if (index) cites.appendChild(document.createTextNode(" · "));
                  cites.appendChild(factLink(fact));
                });
                item.appendChild(cites);
              }
            } else {
              item.title = event.headline;
            }
            return item;
          }

          function renderColumn(column) {
            var parts = columnElements(column);
            parts.title.textContent = column.title;
            parts.summary.textContent = column.summary;
            parts.now.textContent = "now: " + column.now;
            parts.trace.setAttribute("href", sessionPath("/trace/" + encodeURIComponent(column.id) + ".jsonl"));
            parts.report.setAttribute("href", sessionPath("/report/" + encodeURIComponent(column.id) + ".html"));
            var last = column.last;
            var latest = column.timeline.filter(function (event) { return last && !last.refused && event.press === last.press; });
            parts.refused.hidden = !(last && last.refused);
            parts.refused.textContent = last && last.refused ? "Not possible here: " + last.refused : "";
            parts.last.replaceChildren();
            latest.forEach(function (event) { parts.last.appendChild(eventItem(event, "pg-ev-last", true)); });
            if (!last) parts.last.appendChild(make("li", null, "Nothing yet: press an action."));
            parts.timeline.replaceChildren();
            column.timeline.forEach(function (event) {
              var item = eventItem(event, "pg-ev", false);
              item.value = event.seq;
              if (latest.indexOf(event) >= 0) item.classList.add("pg-latest");
              parts.timeline.appendChild(item);
            });
            renderQuiz(column, parts);
            highlight(column);
          }

          function renderQuiz(column, parts) {
            var quizOn = byId("pg-quiz").checked;
            var question = column.quiz;
            var key = question ? column.id + ":" + question.seq + ":" + current.actions.length : null;
            parts.quiz.replaceChildren();
            parts.root.classList.remove("pg-asking");
            if (!quizOn || !question) { parts.quiz.hidden = true; parts.last.hidden = false; return; }
            parts.quiz.hidden = false;
            var choice = answered[key];
            // Until answered, nothing gives the answer away: the events, the state after them and
            // its outline on the drawings wait.
            parts.last.hidden = choice === undefined;
            parts.root.classList.toggle("pg-asking", choice === undefined);
            parts.quiz.appendChild(make("p", null, "Before: " + question.before));
            parts.quiz.appendChild(make("p", null, "Which callback does UIKit deliver next?"));
            if (choice !== undefined) {
              var right = choice === question.answer;
              parts.quiz.appendChild(make("p", "pg-verdict", right ? "Right." : "Not quite: it was " + (question.answer + 1) + ") " + question.choices[question.answer] + "."));
              return;
            }
            var list = make("ol");
            question.choices.forEach(function (text, index) {
              var item = make("li");
              var button = make("button", null, (index + 1) + ") " + text);
              button.type = "button";
              button.addEventListener("click", function () { answered[key] = index; renderColumn(column); });
              item.appendChild(button);
              list.appendChild(item);
            });
            parts.quiz.appendChild(list);
          }

          // The current states, outlined on each drawing: the app's, every live scene's, their phases.
          function highlight(column) {
            if (!column) return;
            var parts = columns[column.id];
            var live = column.scenes.filter(function (scene) { return !scene.disconnected; });
            // Who is in each state: "app", or the scenes' ids, written beside the outlined state.
            var who = { app: {}, scene: {}, phase: {} };
            if (column.app) who.app[column.app] = ["app"];
            live.forEach(function (scene) {
              if (scene.state) (who.scene[scene.state] = who.scene[scene.state] || []).push(scene.id);
              if (scene.phase) (who.phase[scene.phase] = who.phase[scene.phase] || []).push(scene.id);
            });
            Object.keys(parts.figures).forEach(function (machine) {
              parts.figures[machine].querySelectorAll(".pg-badge").forEach(function (badge) { badge.remove(); });
              parts.figures[machine].querySelectorAll("g.node").forEach(function (node) {
                var title = node.querySelector("title");
                var asking = parts.root.classList.contains("pg-asking");
                var names = title && !asking ? (who[machine] || {})[title.textContent] : null;
                node.classList.toggle("pg-now-node", !!names);
                if (!names || !node.getBBox) return;
                var box = node.getBBox();
                var badge = document.createElementNS("http://www.w3.org/2000/svg", "text");
                badge.setAttribute("class", "pg-badge");
                badge.setAttribute("x", String(box.x + box.width));
                badge.setAttribute("y", String(box.y - 3));
                badge.setAttribute("text-anchor", "end");
                badge.textContent = names.join(" ");
                node.appendChild(badge);
              });
            });
          }

          function start() {
            byId("pg-undo").addEventListener("click", function () { perform("POST", later("/undo")); });
            byId("pg-reset").addEventListener("click", function () { perform("POST", later("/reset")); });
            byId("pg-random").addEventListener("click", function () { perform("POST", later("/random")); });
            byId("pg-quiz").addEventListener("change", function () { if (current) render(current); });
            document.addEventListener("keydown", function (event) {
              if (event.altKey || event.ctrlKey || event.metaKey || !current) return;
              var target = event.target;
              if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
              if (event.key === "u" && current.actions.length) perform("POST", later("/undo"));
              if (event.key === "r") perform("POST", later("/random"));
            });
            // #a=launch,home (the session), #play=launch,home (press those buttons), &quiz=1.
            var replay = [], play = [];
            location.hash.slice(1).split("&").forEach(function (part) {
              var eq = part.indexOf("=");
              var key = eq < 0 ? part : part.slice(0, eq), value = eq < 0 ? "" : part.slice(eq + 1);
              var names = value.split(",").filter(Boolean).map(decodeURIComponent);
              if (key === "a") replay = names;
              if (key === "play") play = names;
              if (key === "quiz") byId("pg-quiz").checked = value !== "0";
            });
            queue = request("POST", "/api/session", { actions: replay }).then(render).catch(function (error) {
              showError(error.message);
              return request("POST", "/api/session", { actions: [] }).then(render);
            }).catch(function (error) { showError(error.message); });
            // Its own chain: each click queues its request behind the one before, on `queue`.
            var played = queue;
            play.forEach(function (name) {
              played = played.then(function () {
                var button = Array.prototype.filter.call(document.querySelectorAll("#pg-buttons button"), function (b) { return b.dataset.action === name; })[0];
                if (!button) { showError("no button '" + name + "' is possible now"); return; }
                button.click();
                return current.pending;
              });
            });
            played.then(function () { document.body.dataset.ready = "true"; });
          }

          start();
        })();

        """#
}
