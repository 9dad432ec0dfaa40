import LifelineModel
import LifelineSupport
import NIOCore
import NIOHTTP1
import NIOPosix

/// `lifeline playground`'s server: NIO's HTTP/1.1 server on one address, answering the page's
/// requests from the sessions it holds.
///
/// ```swift
/// let server = try PlaygroundServer.start(columns: PlaygroundColumn.defaultProfiles.map(PlaygroundColumn.profile),
///                                         host: "127.0.0.1", port: 0)
/// print(server.url)          // http://127.0.0.1:PORT/
/// try server.waitUntilClosed()
/// ```
package final class PlaygroundServer: Sendable {
    /// The address the browser opens.
    package let url: String
    /// The port it is bound to (the system's choice when started with port 0).
    package let port: Int
    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup
    private let store: SessionStore

    /// The loopback address, the only one the playground binds to unless asked.
    package static let loopback = "127.0.0.1"

    private init(url: String, port: Int, channel: any Channel, group: MultiThreadedEventLoopGroup, store: SessionStore)
    {
        self.url = url
        self.port = port
        self.channel = channel
        self.group = group
        self.store = store
    }

    /// Draws the reference machines, then binds `host:port` and serves. Only when `host` is the
    /// loopback address does the server refuse requests naming another host (`Host:` header).
    /// A port in use, or an address that cannot be bound, is a `Diagnostic`.
    package static func start(
        columns: [PlaygroundColumn], host: String = loopback, port: Int,
        limits: PlaygroundLimits = PlaygroundLimits()
    ) throws(Diagnostic) -> PlaygroundServer {
        let drawings = try ReferenceDrawings(
            profiles: columns.map { $0.simulation.header().profile ?? $0.simulation.profile })
        let store = SessionStore(columns: columns, limits: limits)
        let router = PlaygroundRouter(store: store, drawings: drawings)
        let allowedHosts: Set<String>? = host == loopback ? ["127.0.0.1", "localhost"] : nil
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(
                        PlaygroundHTTPHandler(router: router, bodyLimit: limits.bodyBytes, allowedHosts: allowedHosts))
                }
            }
            .childChannelOption(.maxMessagesPerRead, value: 4)
        let channel: any Channel
        do {
            channel = try bootstrap.bind(host: host, port: port).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw Diagnostic(file: "<command line>", line: 1, column: 1, bindFailure(error, host: host, port: port))
        }
        let bound = channel.localAddress?.port ?? port
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return PlaygroundServer(
            url: "http://\(shownHost):\(bound)/", port: bound, channel: channel, group: group, store: store)
    }

    /// Blocks until the server stops (Ctrl-C ends the process).
    package func waitUntilClosed() throws {
        try channel.closeFuture.wait()
    }

    /// Stops serving and frees the event loop.
    package func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }

    /// Sessions held now.
    package var sessionCount: Int { store.count }

    private static func bindFailure(_ error: any Error, host: String, port: Int) -> String {
        if let io = error as? IOError, io.errnoCode == EADDRINUSE {
            return """
                port \(port) on \(host) is in use (another playground, or another server): choose another with \
                --port, or --port 0 for any free one
                """
        }
        if let io = error as? IOError, io.errnoCode == EACCES {
            return
                "port \(port) on \(host) needs privileges this process does not have: choose one above 1023 with --port"
        }
        return "cannot serve on \(host):\(port): \(error)"
    }
}
