"""The Layer Lab (`arbiter lab`): a web page on the loopback address (localhost) where a
layer question is asked by typing card names and setting controllers, order (613.7
timestamps), attachments, counters, face-down status, day or night and actions, and
answered with every object's characteristics and its layer table with reasons (principle
7). `app` is the ASGI application (Starlette), `worker` runs each question in a child
process under a time limit, `serve` starts it with uvicorn, and `static/` holds the page
(plain HTML, CSS and JavaScript, no build step)."""
