public import NIOCore

/// A NIO event loop as a Swift task executor: a task that prefers it (`withTaskExecutorPreference`) runs
/// its nonisolated code on the loop's thread, where the loop's I/O completes, so that an await on a socket
/// of that loop resumes without waking another thread.
public final class EventLoopExecutor: TaskExecutor {
    public let eventLoop: any EventLoop

    public init(_ eventLoop: any EventLoop) { self.eventLoop = eventLoop }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
