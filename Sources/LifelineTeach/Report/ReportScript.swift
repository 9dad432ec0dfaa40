/// The report's one script: the step-through. It reads the JSON data block, never inserts
/// markup (every string reaches the page through `textContent`), and builds at most one page
/// of the event list at a time, so a trace of a million events stays responsive.
///
/// Besides the buttons, the arrow, Home and End keys and the slider, the page reads its URL
/// fragment: `#step=N` shows event N (1-based; the check results link this way), and
/// `#play=next,right,slider:9,…` replays those controls in order once loaded (`next`, `prev`,
/// `first`, `last` press a button; `right`, `left`, `home`, `end` press a key; `slider:N` drags
/// the slider), which is how the browser test drives the page: it only does what a reader can.
enum ReportScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("lf-data").textContent);
          var S = data.strings, E = data.events, N = E.length, PAGE = data.pageSize;
          var byId = function (id) { return document.getElementById(id); };
          var stateSvg = byId("lf-state-svg"), timelineSvg = byId("lf-timeline-svg");
          var slider = byId("lf-slider"), tbody = byId("lf-events-body"), tableScroll = byId("lf-events-scroll");
          var clusterNode = data.clusters.map(function () { return -1; });
          var applied = -1, current = -1, page = -1, appState = -1, marked = [];

          function str(i) { return i < 0 ? "" : S[i]; }

          function apply(i) {
            var e = E[i];
            if (e[7] >= 0) { clusterNode[data.nodes[e[7]][0]] = e[7]; }
            appState = e[8];
            if (str(appState) === "notRunning") {
              // The process is gone, and its scenes with it.
              for (var c = 0; c < clusterNode.length; c += 1) { if (data.clusters[c] !== "app") { clusterNode[c] = -1; } }
            }
          }

          function replayTo(k) {
            if (k < applied) { clusterNode = clusterNode.map(function () { return -1; }); applied = -1; appState = -1; }
            while (applied < k) { applied += 1; apply(applied); }
          }

          function nodeElement(n) {
            if (!stateSvg || n < 0) { return null; }
            var node = data.nodes[n];
            return stateSvg.querySelector("g.node.state-" + node[0] + "-" + CSS.escape(node[1]));
          }

          function mark(elements, name) {
            for (var i = 0; i < elements.length; i += 1) {
              if (elements[i]) { elements[i].classList.add(name); marked.push([elements[i], name]); }
            }
          }

          function clearMarks() {
            marked.forEach(function (m) { m[0].classList.remove(m[1]); });
            marked = [];
          }

          function cell(row, text, className) {
            var td = document.createElement("td");
            td.textContent = text;
            if (className) { td.className = className; }
            row.appendChild(td);
          }

          function showPage(p) {
            if (p === page) { return; }
            page = p;
            var rows = document.createDocumentFragment();
            for (var i = p * PAGE; i < Math.min(N, (p + 1) * PAGE); i += 1) {
              var e = E[i], tr = document.createElement("tr");
              tr.dataset.step = String(i + 1);
              tr.dataset.seq = String(e[0]);
              if (e[10] > 0) { tr.className = "sev-" + e[10]; }
              cell(tr, String(e[0]), "num");
              cell(tr, str(e[1]), "num");
              cell(tr, data.kinds[e[2]]);
              cell(tr, str(e[4]));
              cell(tr, str(e[3]));
              cell(tr, e[5] >= 0 || e[6] >= 0 ? str(e[5]) + " → " + str(e[6]) : "");
              cell(tr, str(e[9]), "problem");
              rows.appendChild(tr);
            }
            tbody.textContent = "";
            tbody.appendChild(rows);
            byId("lf-page").textContent = "page " + (p + 1) + " of " + Math.max(1, Math.ceil(N / PAGE)) +
              " (events " + (p * PAGE + 1) + "–" + Math.min(N, (p + 1) * PAGE) + ")";
          }

          function reveal(container, element, horizontal) {
            if (!container || !element) { return; }
            var box = container.getBoundingClientRect(), r = element.getBoundingClientRect();
            if (horizontal) {
              if (r.left < box.left || r.right > box.right) { container.scrollLeft += r.left - box.left - box.width / 2; }
            }
            if (r.top < box.top || r.bottom > box.bottom) { container.scrollTop += r.top - box.top - box.height / 2; }
          }

          function statesLine() {
            var parts = [];
            if (appState >= 0) { parts.push("app " + str(appState)); }
            if (data.machine !== "app") {
              clusterNode.forEach(function (n, c) {
                if (n >= 0) { parts.push((data.clusters[c] === "app" ? "App phase" : data.clusters[c]) + " " + data.nodes[n][1]); }
              });
            }
            return parts.join(" · ");
          }

          function go(k) {
            if (N === 0) { return; }
            k = Math.max(0, Math.min(N - 1, k | 0));
            replayTo(k);
            current = k;
            clearMarks();
            var e = E[k];
            clusterNode.forEach(function (n) { mark([nodeElement(n)], "lf-now"); });
            if (e[7] >= 0) {
              mark([nodeElement(e[7])], "lf-focus");
              reveal(byId("lf-state-scroll"), nodeElement(e[7]), true);
            }
            if (e[13] >= 0 && stateSvg) { mark(stateSvg.querySelectorAll("g.edge." + CSS.escape(str(e[13]))), "lf-focus"); }
            var marks = timelineSvg ? timelineSvg.querySelectorAll(data.aggregated ? ".bucket-" + e[11] : ".ev-" + e[0]) : [];
            mark(marks, "lf-cur");
            reveal(byId("lf-timeline-scroll"), marks[0], true);
            showPage(Math.floor(k / PAGE));
            var row = tbody.querySelector('tr[data-step="' + (k + 1) + '"]');
            mark([row], "current");
            reveal(tableScroll, row, false);
            slider.value = String(k + 1);
            byId("lf-position").textContent = "event " + (k + 1) + " of " + N;
            var status = byId("lf-status");
            status.dataset.step = String(k + 1);
            status.dataset.seq = String(e[0]);
            var moved = e[5] >= 0 || e[6] >= 0 ? "  [" + str(e[5]) + " → " + str(e[6]) + "]" : "";
            status.textContent = "#" + e[0] + " at " + str(e[1]) + " s · " + data.kinds[e[2]] + " · " + str(e[4]) + " · " + str(e[3]) + moved;
            byId("lf-states").textContent = "now: " + statesLine();
            byId("lf-problem").textContent = e[9] >= 0 ? "⚑ " + str(e[9]) : "";
            byId("lf-detail").textContent = str(e[12]);
          }

          function press(key) { document.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true })); }

          byId("lf-first").addEventListener("click", function () { go(0); });
          byId("lf-prev").addEventListener("click", function () { go(current - 1); });
          byId("lf-next").addEventListener("click", function () { go(current + 1); });
          byId("lf-last").addEventListener("click", function () { go(N - 1); });
          byId("lf-page-prev").addEventListener("click", function () { go((page - 1) * PAGE); });
          byId("lf-page-next").addEventListener("click", function () { go((page + 1) * PAGE); });
          slider.addEventListener("input", function () { go(parseInt(slider.value, 10) - 1); });
          tbody.addEventListener("click", function (ev) {
            var tr = ev.target.closest("tr");
            if (tr && tr.dataset.step) { go(parseInt(tr.dataset.step, 10) - 1); }
          });
          document.addEventListener("keydown", function (ev) {
            if (ev.target === slider || ev.altKey || ev.ctrlKey || ev.metaKey) { return; }
            switch (ev.key) {
              case "ArrowRight": go(current + 1); break;
              case "ArrowLeft": go(current - 1); break;
              case "Home": go(0); break;
              case "End": go(N - 1); break;
              default: return;
            }
            ev.preventDefault();
          });

          function fragment() {
            var params = {};
            location.hash.slice(1).split("&").forEach(function (pair) {
              var i = pair.indexOf("=");
              if (i > 0) {
                try { params[pair.slice(0, i)] = decodeURIComponent(pair.slice(i + 1)); } catch (ignored) { }
              }
            });
            return params;
          }

          function play(steps) {
            var buttons = { next: "lf-next", prev: "lf-prev", first: "lf-first", last: "lf-last" };
            var keys = { right: "ArrowRight", left: "ArrowLeft", home: "Home", end: "End" };
            steps.forEach(function (step) {
              if (buttons[step]) { byId(buttons[step]).click(); }
              else if (keys[step]) { press(keys[step]); }
              else if (step.indexOf("slider:") === 0) {
                slider.value = step.slice(7);
                slider.dispatchEvent(new Event("input", { bubbles: true }));
              }
            });
          }

          window.addEventListener("hashchange", function () {
            var params = fragment();
            if (params.step) { go(parseInt(params.step, 10) - 1); }
          });
          var params = fragment();
          go(params.step ? parseInt(params.step, 10) - 1 : 0);
          if (params.play) { play(params.play.split(",")); }
        }());
        """#
}
