import LifelineModel

/// One delegate method an app implements, and where its source is: what a callback the
/// simulated UIKit delivers to it names in the trace (`TraceEvent.handler`).
public struct AppMethod: Sendable, Hashable {
    /// The class that implements it (`AppDelegate`, `SceneDelegate`).
    public var className: String
    /// The callback the method implements.
    public var callback: Callback
    /// As the source spells it: the Swift name or the Objective-C selector.
    public var name: String
    /// The source file that declares it.
    public var file: String
    /// The line of the declaration.
    public var line: Int

    /// A method `className` defines at `file:line`, spelt `name`, that UIKit calls for `callback`.
    package init(className: String, callback: Callback, name: String, file: String, line: Int) {
        self.className = className
        self.callback = callback
        self.name = name
        self.file = file
        self.line = line
    }

    /// `AppDelegate.applicationDidBecomeActive(_:)`.
    package var qualifiedName: String { className + "." + name }

    /// `file:line`, as compilers print a place.
    package var place: String { "\(file):\(line)" }

    /// The trace's `handler` value: `file:line Class.method` (the last space separates the two,
    /// since neither a class nor a method name has one).
    package var handler: String { place + " " + qualifiedName }
}
