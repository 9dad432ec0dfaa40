import LifelineModel

/// Reads one Objective-C file (`.m`, `.mm` or `.h`) from its tokens into ``SourceFacts``:
/// `@interface … <UIApplicationDelegate>` conformances, the methods of each
/// `@implementation` (selectors across line breaks), launch-option reads, single-window APIs
/// and life-cycle notification names.
public enum ObjCReader {
    /// The facts of one Objective-C file's text; `file` names it in findings.
    public static func read(source: String, file: String) -> SourceFacts {
        var reader = ObjCFileReader(tokens: ObjCTokenizer.tokens(source), file: file)
        reader.run()
        reader.facts.objcFiles = 1
        return reader.facts
    }
}

struct ObjCFileReader {
    let tokens: [ObjCToken]
    let file: String
    var facts = SourceFacts()
    /// The longest single-window spelling, in tokens (casts and parentheses not counted).
    private static let longestSpelling = 20
    /// Names declared with an app-delegate-like class (`AppDelegate *appDelegate = …`, a
    /// property of that type): their `window` is the app delegate's.
    private var boundDelegates: [String: String] = [:]
    /// The method whose body is being read.
    private var currentMethod: (owner: String, name: String)?
    /// The method's names of type `UIApplication *` (its parameters, its locals): their
    /// `keyWindow` and `windows` are `[UIApplication sharedApplication]`'s.
    private var applicationNames: Set<String> = []
    /// What the single-window table spells a name bound to the application as.
    private static let sharedApplication = "[UIApplicationsharedApplication]"

    init(tokens: [ObjCToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    private func location(_ index: Int) -> CodeLocation {
        CodeLocation(file: file, line: tokens[index].line, column: tokens[index].column)
    }

    private func text(_ index: Int) -> String { index < tokens.count ? tokens[index].text : "" }

    mutating func run() {
        var i = 0
        var implementation: String? = nil
        var interface: String? = nil
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .identifier, token.text == "@protocol", text(i + 2) != ";", text(i + 2) != ",",
                text(i + 1) != "("
            {
                // A protocol's method list declares, it doesn't implement: skip to its @end.
                while i < tokens.count && tokens[i].text != "@end" { i += 1 }
            } else if token.kind == .identifier, token.text == "@interface" {
                interface = text(i + 1)
                readInterface(at: i)
            } else if token.kind == .identifier, token.text == "@implementation" {
                implementation = text(i + 1)
                facts.declaredTypes.insert(text(i + 1))
            } else if token.text == "@end" {
                implementation = nil
                interface = nil
            } else if token.text == "@property", let interface {
                readProperty(at: i, owner: interface)
            } else if token.kind == .punctuation, token.text == "-" || token.text == "+", let implementation,
                startsMethod(at: i)
            {
                i = readMethod(at: i, owner: implementation)
                continue
            } else {
                scanExpression(at: i)
            }
            i += 1
        }
    }

    /// A `-`/`+` at the start of a method definition: followed by `(`, and after `;`, `}`,
    /// `@implementation Name` or `@implementation Name (Category)`.
    private func startsMethod(at i: Int) -> Bool {
        guard text(i + 1) == "(" else { return false }
        guard i > 0 else { return true }
        let previous = tokens[i - 1].text
        return previous == ";" || previous == "}" || previous == ")"
            || (i >= 2 && tokens[i - 2].text == "@implementation")
    }

    /// `@interface Name : Super <P, Q>` or `@interface Name () <P>`.
    private mutating func readInterface(at i: Int) {
        let name = text(i + 1)
        facts.declaredTypes.insert(name)
        var j = i + 2
        var protocols: Set<DelegateProtocol> = []
        // `@interface AppDelegate : FlutterAppDelegate`: a framework delegate by inheritance.
        if text(i + 2) == ":", let inherited = ProtocolNames.frameworkDelegates[text(i + 3)] {
            protocols.insert(inherited)
        }
        while j < tokens.count, j < i + 64 {
            let t = tokens[j].text
            if t == "{" || t == "@end" || t == "-" || t == "+" || t == "@property" { break }
            if t == "<" {
                j += 1
                // A protocol list ends at `>`; without one (a header cut short) it ends at the
                // next `@` keyword, `;`, `{` or the bound, so each `@interface` costs a bounded
                // look-ahead, never the rest of the file (20,000 unclosed `<` lines took minutes).
                while j < tokens.count, j < i + 64, tokens[j].text != ">", tokens[j].text != ";", tokens[j].text != "{",
                    !tokens[j].text.hasPrefix("@")
                {
                    if let p = ProtocolNames.delegateProtocol(tokens[j].text) { protocols.insert(p) }
                    j += 1
                }
                break
            }
            j += 1
        }
        if !protocols.isEmpty {
            facts.types.append(
                DelegateType(name: name, protocols: protocols, location: location(i + 1), language: .objectiveC))
        }
    }

    /// `@property (…) UIWindow *window;`
    private mutating func readProperty(at i: Int, owner: String) {
        var j = i + 1
        while j < tokens.count, j < i + 32, tokens[j].text != ";" { j += 1 }
        if j >= 3, j < tokens.count, tokens[j - 2].text == "*", tokens[j - 3].text.hasSuffix("AppDelegate") {
            boundDelegates[tokens[j - 1].text] = tokens[j - 3].text
        }
        guard j < tokens.count, j >= 1, tokens[j - 1].text == "window" else { return }
        facts.windowProperties.append(WindowProperty(owner: owner, location: location(j - 1)))
    }

    /// Reads `- (type)keyword:(type)param keyword:(type)param { body }` and returns the index
    /// after it.
    private mutating func readMethod(at start: Int, owner: String) -> Int {
        applicationNames = []
        defer { applicationNames = [] }
        var j = skipParens(from: start + 1)
        var selector = ""
        var parameters: [String: String] = [:]
        var nameIndex = j
        while j < tokens.count {
            let t = tokens[j]
            if t.text == "{" || t.text == ";" { break }
            if t.kind == .identifier, text(j + 1) == ":" {
                if selector.isEmpty { nameIndex = j }
                selector += t.text + ":"
                let typeStart = j + 2
                j = skipParens(from: j + 2)
                if j < tokens.count, tokens[j].kind == .identifier {
                    parameters[t.text] = tokens[j].text
                    // `(UIApplication *)application`
                    if text(typeStart) == "(", text(typeStart + 1) == "UIApplication", text(typeStart + 2) == "*" {
                        applicationNames.insert(tokens[j].text)
                    }
                    j += 1
                }
                continue
            }
            if t.kind == .identifier, selector.isEmpty {
                nameIndex = j
                selector = t.text
                j += 1
                continue
            }
            if t.text == "," { break }  // variadic `, ...`
            j += 1
            if !selector.contains(":") && !selector.isEmpty { continue }
        }
        guard !selector.isEmpty else { return j + 1 }
        var method = MethodDefinition(
            owner: owner, name: selector, location: location(nameIndex), language: .objectiveC)
        guard j < tokens.count, tokens[j].text == "{" else { return j + 1 }
        let bodyEnd = matchingBrace(from: j)
        let callback = Callback(name: selector)
        let optionsName = callback == .sceneWillConnect ? parameters["options"] : nil
        var k = j + 1
        currentMethod = (owner, selector)
        defer { currentMethod = nil }
        while k < bodyEnd {
            if let optionsName, tokens[k].text == optionsName { readOptionsUse(at: k, into: &method) }
            if callback == .configurationForConnecting { readConfiguration(at: k, into: &method) }
            // `[[UIWindow alloc] initWithFrame:…]` in a method (the analysis keeps the app delegate's).
            if tokens[k].text == "alloc", k >= 2, tokens[k - 2].text == "[",
                tokens[k - 1].text.hasSuffix("Window"), text(k + 1) == "]",
                text(k + 2) == "initWithFrame" || text(k + 2) == "init"
            {
                facts.launchWindows.append(LaunchWindow(owner: owner, method: selector, location: location(k - 2)))
            }
            ownWindow(at: k, owner: owner, method: selector)
            scanExpression(at: k)
            k += 1
        }
        facts.methods.append(method)
        return bodyEnd + 1
    }

    /// The class's own window read or set at token `k`: `self.window`, `[self window]`,
    /// `_window`; `self.window = …`, `_window = …` and `[self setWindow:…]` set it.
    private mutating func ownWindow(at k: Int, owner: String, method: String) {
        let t = tokens[k].text
        let after: Int
        if t == "self", text(k + 1) == ".", text(k + 2) == "window" {
            after = k + 3
        } else if t == "self", k >= 1, tokens[k - 1].text == "[", text(k + 1) == "window", text(k + 2) == "]" {
            after = k + 3
        } else if t == "_window", k == 0 || ![".", "->"].contains(tokens[k - 1].text) {
            after = k + 1
        } else if t == "self", k >= 1, tokens[k - 1].text == "[", text(k + 1) == "setWindow", text(k + 2) == ":" {
            facts.ownWindowUses.append(OwnWindowUse(owner: owner, method: method, location: location(k), assigns: true))
            return
        } else {
            return
        }
        let assigns = text(after) == "=" && text(after + 1) != "="
        facts.ownWindowUses.append(OwnWindowUse(owner: owner, method: method, location: location(k), assigns: assigns))
    }

    /// `connectionOptions.URLContexts` or `[connectionOptions URLContexts]` read a field;
    /// anything else hands the options on.
    private func readOptionsUse(at k: Int, into method: inout MethodDefinition) {
        if text(k + 1) == ".", k + 2 < tokens.count {
            method.optionsRead.insert(tokens[k + 2].text.lowercased())
        } else if k >= 1, tokens[k - 1].text == "[", k + 2 < tokens.count, tokens[k + 2].text == "]" {
            method.optionsRead.insert(tokens[k + 1].text.lowercased())
        } else {
            method.optionsPassedOn = true
        }
    }

    /// `initWithName:@"…"`/`configurationWithName:@"…"`, and `delegateClass = [X class]`.
    private func readConfiguration(at k: Int, into method: inout MethodDefinition) {
        let t = tokens[k].text
        if t == "initWithName" || t == "configurationWithName", text(k + 1) == ":", k + 2 < tokens.count,
            tokens[k + 2].kind == .string
        {
            method.configurationNames.append((tokens[k + 2].text, location(k + 2)))
            // `sessionRole:UIWindowSceneSessionRoleExternalDisplay…`, `CPTemplateApplicationSceneSessionRoleApplication`.
            if text(k + 3) == "sessionRole", ConfigurationNames.otherRoles.contains(where: text(k + 5).contains) {
                method.otherRoleNames.insert(tokens[k + 2].text)
            }
        }
        if t == "delegateClass", text(k + 1) == "=" || text(k + 1) == ":" {
            method.setsDelegateClass = true
            if text(k + 2) == "[", text(k + 4) == "class" { method.delegateClassNames.append(text(k + 3)) }
            if text(k + 2) == "NSClassFromString", k + 4 < tokens.count, tokens[k + 4].kind == .string {
                method.delegateClassNames.append(tokens[k + 4].text)
            }
        }
    }

    /// Launch-option reads, single-window APIs and notification names starting at token `k`.
    private mutating func scanExpression(at k: Int) {
        let token = tokens[k]
        guard token.kind == .identifier || token.text == "[" else { return }
        if token.kind == .identifier {
            if token.text == "UIApplicationMain", text(k + 1) == "(" {
                facts.uikitEntryPoints.append(location(k))
                return
            }
            if let notification = LifecycleNotification(name: token.text) {
                facts.notifications.append(NotificationUse(notification: notification, location: location(k)))
                return
            }
            if token.text.lowercased().hasSuffix("launchoptions") {
                // launchOptions[KEY]
                if text(k + 1) == "[", let key = LaunchOptionKey.named(text(k + 2)), text(k + 3) == "]" {
                    facts.launchOptionReads.append(LaunchOptionRead(key: key, location: location(k)))
                }
                // [launchOptions objectForKey:KEY] / valueForKey:
                if k >= 1, tokens[k - 1].text == "[", text(k + 1) == "objectForKey" || text(k + 1) == "valueForKey",
                    text(k + 2) == ":", let key = LaunchOptionKey.named(text(k + 3))
                {
                    facts.launchOptionReads.append(LaunchOptionRead(key: key, location: location(k - 1)))
                }
                return
            }
        }
        if token.kind == .identifier, token.text.hasPrefix("application"), k >= 2,
            text(k + 1) == ":" || text(k + 1) == "]",
            let callback = forwardedCall(at: k)
        {
            facts.forwardedCalls.append(ForwardedCall(callback: callback, location: location(k)))
        }
        // `Type *name = …` with an app-delegate class binds name; `name.window`, `[name window]` read it.
        if token.kind == .identifier, token.text.hasSuffix("AppDelegate"), text(k + 1) == "*", k + 2 < tokens.count,
            tokens[k + 2].kind == .identifier, text(k + 3) == "=" || text(k + 3) == ";"
        {
            boundDelegates[tokens[k + 2].text] = token.text
        }
        // `UIApplication *app = …` binds app to the application for the rest of the method.
        if currentMethod != nil, token.text == "UIApplication", text(k + 1) == "*", k + 2 < tokens.count,
            tokens[k + 2].kind == .identifier, text(k + 3) == "=" || text(k + 3) == ";"
        {
            applicationNames.insert(tokens[k + 2].text)
        }
        if token.kind == .identifier, let type = boundDelegates[token.text],
            (text(k + 1) == "." && text(k + 2) == "window" && text(k + 3) != "=")
                || (k >= 1 && tokens[k - 1].text == "[" && text(k + 1) == "window" && text(k + 2) == "]")
        {
            facts.appDelegateWindows.append(
                AppDelegateWindowUse(
                    type: type, location: location(k), owner: currentMethod?.owner, method: currentMethod?.name))
        }
        guard
            token.text == "[" || token.text == "UIApplication" || token.text == "UIScreen"
                || applicationNames.contains(token.text)
        else { return }
        // Only the outermost start of a spelling counts, so `[[UIApplication …] keyWindow]`
        // is one use, not two: a spelling that starts one token earlier was counted there.
        if k >= 1, tokens[k - 1].text == "[", spelling(from: k - 1) != nil { return }
        if let api = spelling(from: k) {
            facts.windowAPIs.append(WindowAPIUse(api: api, location: location(k)))
        }
    }

    /// The app-delegate callback a message send names when its selector starts at token `k`
    /// (`[ad applicationDidBecomeActive:app]`, `[ad application:app openURL:url options:o]`): the
    /// receiver is one token, a call or a cast before it, never `super`; the selector's parts are
    /// the `name:` pairs at the send's own depth.
    private func forwardedCall(at k: Int) -> Callback? {
        guard tokens[k - 1].text != "super", receiverOpensSend(before: k) else { return nil }
        if text(k + 1) == "]" { return Callback(name: tokens[k].text) }
        var selector = ""
        var depth = 0
        var i = k
        while i < tokens.count, i < k + 400 {
            let t = tokens[i].text
            if depth == 0 && t == "]" { break }
            if t == "(" || t == "[" || t == "{" {
                depth += 1
            } else if t == ")" || t == "]" || t == "}" {
                depth -= 1
            } else if depth == 0, tokens[i].kind == .identifier, text(i + 1) == ":",
                i == k || ![".", "->"].contains(text(i - 1))
            {
                selector += t + ":"
                i += 2
                continue
            }
            if t == ";" { return nil }
            i += 1
        }
        return Callback(name: selector)
    }

    /// Whether the tokens before `k` are a message's receiver right after its `[`: a name, a
    /// chain of `.`/`->` members, calls and casts (`[(AppDelegate *)app.delegate …`); not an
    /// argument after a `:`.
    private func receiverOpensSend(before k: Int) -> Bool {
        var j = k - 1
        var sawReceiver = false
        while j >= 0 {
            let t = tokens[j].text
            if t == ")" || t == "]" {
                var depth = 0
                while j >= 0 {
                    let u = tokens[j].text
                    if u == ")" || u == "]" { depth += 1 } else if u == "(" || u == "[" { depth -= 1 }
                    if depth == 0 { break }
                    j -= 1
                }
                j -= 1
                sawReceiver = true
            } else if tokens[j].kind == .identifier {
                j -= 1
                sawReceiver = true
            } else {
                return false
            }
            guard j >= 0 else { return false }
            if tokens[j].text == "." || tokens[j].text == "->" {
                j -= 1
                continue
            }
            // A cast before the chain: `(AppDelegate *)app.delegate`.
            if tokens[j].text == ")" { continue }
            return sawReceiver && tokens[j].text == "["
        }
        return false
    }

    /// The longest single-window spelling that starts at token `k`, casts (`(AppDelegate *)`)
    /// and parentheses skipped: `((AppDelegate *)[UIApplication sharedApplication].delegate).window`
    /// is the app delegate's window.
    private func spelling(from k: Int) -> SingleWindowAPI? {
        var spelled = ""
        var best: SingleWindowAPI? = nil
        var j = k
        while j < tokens.count, j < k + ObjCFileReader.longestSpelling {
            if tokens[j].text == "(", text(j + 2) == "*", text(j + 3) == ")" {
                j += 4
                continue
            }
            if tokens[j].text == "(" || tokens[j].text == ")" {
                j += 1
                continue
            }
            // A name bound to the application is `[UIApplication sharedApplication]`.
            spelled +=
                tokens[j].kind == .identifier && applicationNames.contains(tokens[j].text)
                    && (j == 0 || ![".", "->"].contains(tokens[j - 1].text))
                ? ObjCFileReader.sharedApplication : tokens[j].text
            if let api = SingleWindowAPI.spelled(spelled) { best = api }
            j += 1
        }
        return best
    }

    /// The index after a balanced `( … )` starting at `i` (or `i` when there is none).
    private func skipParens(from i: Int) -> Int {
        guard i < tokens.count, tokens[i].text == "(" else { return i }
        var depth = 0
        var j = i
        while j < tokens.count {
            if tokens[j].text == "(" { depth += 1 }
            if tokens[j].text == ")" {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return j
    }

    /// The index of the `}` closing the `{` at `i` (or the last token).
    private func matchingBrace(from i: Int) -> Int {
        var depth = 0
        var j = i
        while j < tokens.count {
            if tokens[j].text == "{" { depth += 1 }
            if tokens[j].text == "}" {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return tokens.count - 1
    }
}
