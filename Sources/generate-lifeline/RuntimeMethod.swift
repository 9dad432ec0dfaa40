import LifelineModel

/// How the runtime's Swift protocols spell one UIKit callback, and what each of the runtime's
/// delegates does in it. The catalogue says what the callback is (its name, protocol, meaning);
/// this row adds what only Swift code can say: the parameter types, the values the default
/// implementation, the scenario's delegate and a scanned app's delegate return, and how
/// `DelegateDispatch` calls it.
struct RuntimeMethod {
    /// What a method gives back to UIKit.
    enum Returned {
        /// Nothing (`Void`).
        case nothing
        /// The default implementation's value (the method is missing) and an implemented
        /// method's (the scenario's delegate, which implements every method, and an adopted one
        /// the app defines).
        case value(missing: String, implemented: String)
    }

    /// How the adopted delegate (a scanned app's) implements the method.
    enum Adopted {
        /// Runs when the app's sources define the method: derived from `returned` and `completion`.
        case derived
        /// Written by hand in `AdoptedDelegates.swift` (its body reads the app's other methods).
        case handWritten
        /// Not adopted: the adopted app delegate does not conform to the protocol.
        case none
    }

    var callback: Callback
    /// The declaration after `func `, with the runtime's types.
    var declaration: String
    /// The first parameter's local name: the application or scene the method is about.
    var subject: String
    var returned: Returned = .nothing
    /// The completion handler call the scenario's delegate and an implemented adopted method make.
    var completion: String?
    var adopted: Adopted = .derived
    /// `DelegateDispatch`'s statements: `d` the delegate (`w` a window scene's, `center` the
    /// notification center's), `app`, `scene`, `a` the arguments, `outcome` what comes back.
    var call: [String]
    /// Why the default or the implemented method return what they do, when it is not obvious.
    var note: String?

    var info: CallbackInfo { callback.info }
    var delegateProtocol: DelegateProtocol { info.declaredBy }

    /// The `Application` the default implementation tells that it ran.
    var application: String {
        delegateProtocol.receiver == .app ? subject : subject + ".application"
    }

    /// The default implementation's statements.
    var defaultBody: [String] {
        switch returned {
        case .nothing: return ["\(application).noteDefaultImplementation()"]
        case .value(let missing, _): return ["\(application).noteDefaultImplementation()", "return \(missing)"]
        }
    }

    /// The scenario's delegate's statements: spends the scenario's cost, completes, returns.
    var scenarioBody: [String] {
        var lines = ["spend(.\(callback), \(subject))"]
        if let completion { lines.append(completion) }
        if case .value(_, let implemented) = returned { lines.append("return \(implemented)") }
        return lines
    }

    /// The adopted delegate's statements: runs (and completes, returns the implemented value)
    /// only when the app implements the method.
    var adoptedBody: [String] {
        let runs = "runs(.\(callback), \(subject))"
        switch returned {
        case .nothing:
            guard let completion else { return ["_ = " + runs] }
            return ["if \(runs) { \(completion) }"]
        case .value(let missing, let implemented):
            if missing == implemented { return ["_ = " + runs, "return \(missing)"] }
            if missing == "false" && implemented == "true" { return [runs] }
            return ["\(runs) ? \(implemented) : \(missing)"]
        }
    }
}
