import NIOCore
import NIOHTTP1

/// One connection's requests: each body is read up to the limit and handed to the router; a
/// larger body is read to its end without being kept, answered with 413, and the connection
/// closed. Every response carries the page's Content-Security-Policy and says nothing is to
/// be sniffed, framed or cached.
final class PlaygroundHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let router: PlaygroundRouter
    private let bodyLimit: Int
    /// Host names a request may name (DNS rebinding: a page elsewhere that resolves its own
    /// name to 127.0.0.1 must not reach the sessions); nil: any, with `--host`.
    private let allowedHosts: Set<String>?
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var tooLarge = false

    init(router: PlaygroundRouter, bodyLimit: Int, allowedHosts: Set<String>?) {
        self.router = router
        self.bodyLimit = bodyLimit
        self.allowedHosts = allowedHosts
    }

    /// What the page may load: its own script, style and drawings, and nothing from elsewhere
    /// (the page repeats it in a `<meta>` element, where `frame-ancestors` has no effect).
    static let pagePolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'"
    /// The header: the page's policy, and no page may frame this one.
    static let contentSecurityPolicy = pagePolicy + "; frame-ancestors 'none'"

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body = []
            let declared = requestHead.headers.first(name: "content-length").flatMap { Int($0) } ?? 0
            tooLarge = declared > bodyLimit
        case .body(var buffer):
            guard !tooLarge else { return }
            if body.count + buffer.readableBytes > bodyLimit {
                tooLarge = true
                body = []
            } else if let bytes = buffer.readBytes(length: buffer.readableBytes) {
                body += bytes
            }
        case .end:
            guard let head else { return }
            self.head = nil
            let response: HTTPResponse
            if tooLarge {
                response = .error(
                    PlaygroundError(
                        status: 413, "the request body is over \(bodyLimit) bytes, the most the playground reads"))
            } else if let refusal = hostRefusal(head) {
                response = .error(refusal)
            } else {
                response = router.respond(method: head.method.rawValue, path: head.uri, body: body)
            }
            body = []
            write(response, keepAlive: head.isKeepAlive && !tooLarge, version: head.version, context: context)
        }
    }

    private func hostRefusal(_ head: HTTPRequestHead) -> PlaygroundError? {
        guard let allowedHosts else { return nil }
        let host = head.headers.first(name: "host") ?? ""
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        guard allowedHosts.contains(name.lowercased()) else {
            return PlaygroundError(
                status: 421,
                "the playground answers requests for 127.0.0.1 or localhost only, not '\(PlaygroundRouter.shown(host))'"
            )
        }
        return nil
    }

    private func write(_ response: HTTPResponse, keepAlive: Bool, version: HTTPVersion, context: ChannelHandlerContext)
    {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        headers.add(name: "Content-Security-Policy", value: Self.contentSecurityPolicy)
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "X-Frame-Options", value: "DENY")
        headers.add(name: "Referrer-Policy", value: "no-referrer")
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        for (name, value) in response.headers { headers.add(name: name, value: value) }
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: version, status: status, headers: headers))), promise: nil)
        var buffer = context.channel.allocator.buffer(capacity: response.body.count)
        buffer.writeBytes(response.body)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let done = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: done)
        if !keepAlive {
            let channel = context.channel
            done.futureResult.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A malformed request or a dropped connection ends that connection, never the server.
        context.close(promise: nil)
    }
}
