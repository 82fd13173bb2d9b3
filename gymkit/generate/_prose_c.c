/* `DocumentWriter._attempt` (gymkit/generate/prose.py), compiled: the sentences stating the
 * record's values, its citation, a label in passing and a named place or person, then the
 * opening sentence, the extras' places, the filler loop (`_fill_gap`) and the closing sentence
 * (`_fit`).
 *
 * Why: at 100,000 objects per collection the writers spend most of their time in that loop;
 * this is the same loop over the same Python objects, drawing from the same `random.Random`
 * (its bound `random` method is called exactly as the Python code calls it), so a document
 * and the generator's state after it are byte-identical to the Python path (which stays, and
 * is used when this module is not built; tests/generate/test_prose_compiled.py compares them).
 *
 * A lexicon is a tuple (terms, capped, sizes, anchors, fits): its terms (distinct strings),
 * each with its first letter capitalised, each term's word count, the indices of its anchors,
 * and for each closing length MIN_CLOSE..MAX_CLOSE the options of `_fit` as tuples
 * (shapes, pool_a, pool_b): the shapes of that (fixed, slots), the term indices of the first
 * term's length and of the second's (None for one slot). A shape is a tuple
 * (fixed, slots, head, mid, tail), head capitalised or empty (then the term is capitalised).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* r(): the generator's next float, into *d; -1 on error */
static int
next_random(PyObject *r, double *d)
{
    PyObject *f = PyObject_CallNoArgs(r);
    if (f == NULL)
        return -1;
    *d = PyFloat_AsDouble(f);
    Py_DECREF(f);
    return (*d == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

/* int(r() * n), as the Python code draws an index below n */
static int
draw(PyObject *r, Py_ssize_t n, Py_ssize_t *out)
{
    double d;
    if (next_random(r, &d) < 0)
        return -1;
    Py_ssize_t i = (Py_ssize_t)(d * (double)n);
    if (i < 0 || i >= n) {
        PyErr_SetString(PyExc_IndexError, "draw: index out of range");
        return -1;
    }
    *out = i;
    return 0;
}

static Py_ssize_t
as_ssize(PyObject *o)
{
    return PyLong_AsSsize_t(o);
}

#define TUPLE_ITEM(t, i) PyTuple_GET_ITEM((t), (i))

/* "".join(parts), the reference to parts given up (NULL in: NULL out) */
static PyObject *
join_parts(PyObject *parts)
{
    if (parts == NULL)
        return NULL;
    PyObject *empty = PyUnicode_FromStringAndSize(NULL, 0);
    PyObject *out = empty == NULL ? NULL : PyUnicode_Join(empty, parts);
    Py_XDECREF(empty);
    Py_DECREF(parts);
    return out;
}

/* list.append(item), the reference to item given up (NULL in: -1 out) */
static int
append_new(PyObject *list, PyObject *item)
{
    if (item == NULL)
        return -1;
    int rc = PyList_Append(list, item);
    Py_DECREF(item);
    return rc;
}

/* shape.render(terms[x], terms[y]) of a lexicon (y < 0: one slot) */
static PyObject *
render(PyObject *shape, PyObject *lex, Py_ssize_t x, Py_ssize_t y)
{
    PyObject *head = TUPLE_ITEM(shape, 2);
    PyObject *mid = TUPLE_ITEM(shape, 3);
    PyObject *tail = TUPLE_ITEM(shape, 4);
    PyObject *terms = TUPLE_ITEM(lex, 0);
    PyObject *capped = TUPLE_ITEM(lex, 1);
    PyObject *xs = PyUnicode_GET_LENGTH(head) == 0 ? TUPLE_ITEM(capped, x) : TUPLE_ITEM(terms, x);
    if (y < 0)
        return join_parts(PyTuple_Pack(3, head, xs, mid));
    return join_parts(PyTuple_Pack(5, head, xs, mid, TUPLE_ITEM(terms, y), tail));
}

static Py_ssize_t
size_of(PyObject *lex, Py_ssize_t i)
{
    return as_ssize(TUPLE_ITEM(TUPLE_ITEM(lex, 2), i));
}

/* `_draw(rnd, lex, anchor=True)`: the rendered sentence and its word count */
static PyObject *
draw_anchored(PyObject *r, PyObject *kinds, PyObject *lex, Py_ssize_t *words)
{
    PyObject *terms = TUPLE_ITEM(lex, 0);
    PyObject *anchors = TUPLE_ITEM(lex, 3);
    Py_ssize_t k, a, s, y = -1;
    if (draw(r, PyTuple_GET_SIZE(kinds), &k) < 0)
        return NULL;
    PyObject *kind = TUPLE_ITEM(kinds, k);
    if (draw(r, PyTuple_GET_SIZE(anchors), &a) < 0)
        return NULL;
    Py_ssize_t x = as_ssize(TUPLE_ITEM(anchors, a));
    if (draw(r, PyTuple_GET_SIZE(kind), &s) < 0)
        return NULL;
    PyObject *shape = TUPLE_ITEM(kind, s);
    Py_ssize_t n = as_ssize(TUPLE_ITEM(shape, 0)) + size_of(lex, x);
    if (as_ssize(TUPLE_ITEM(shape, 1)) == 2) {
        Py_ssize_t len = PyTuple_GET_SIZE(terms);
        if (draw(r, len, &y) < 0)
            return NULL;
        if (y == x && len > 1)
            y = (y + 1) % len;
        n += size_of(lex, y);
    }
    *words = n;
    return render(shape, lex, x, y);
}

/* insert `s` at 1 + int(r() * len(sentences)) */
static int
insert(PyObject *r, PyObject *sentences, PyObject *s)
{
    Py_ssize_t at;
    if (draw(r, PyList_GET_SIZE(sentences), &at) < 0)
        return -1;
    return PyList_Insert(sentences, at + 1, s);
}

/* len(s.split()) */
static Py_ssize_t
word_count(PyObject *s)
{
    PyObject *parts = PyUnicode_Split(s, NULL, -1);
    if (parts == NULL)
        return -1;
    Py_ssize_t n = PyList_GET_SIZE(parts);
    Py_DECREF(parts);
    return n;
}

/* `_fill_gap`: returns 0 and sets *gap and *turn, or -1 */
static int
fill_gap(PyObject *r, PyObject *kinds, PyObject **lexes, Py_ssize_t n_lexes, PyObject *sentences,
         Py_ssize_t *gap, Py_ssize_t *turn, Py_ssize_t min_close, Py_ssize_t max_close)
{
    Py_ssize_t g = *gap, t = 1;
    Py_ssize_t n_kinds = PyTuple_GET_SIZE(kinds);
    for (int i = 0; i < 60; i++) {
        if (g <= max_close)
            break;
        PyObject *lex = lexes[t % n_lexes];
        PyObject *terms = TUPLE_ITEM(lex, 0);
        Py_ssize_t len = PyTuple_GET_SIZE(terms);
        Py_ssize_t k, s, x, y = -1;
        if (draw(r, n_kinds, &k) < 0)
            return -1;
        PyObject *kind = TUPLE_ITEM(kinds, k);
        if (draw(r, PyTuple_GET_SIZE(kind), &s) < 0)
            return -1;
        PyObject *shape = TUPLE_ITEM(kind, s);
        if (draw(r, len, &x) < 0)
            return -1;
        Py_ssize_t n = as_ssize(TUPLE_ITEM(shape, 0)) + size_of(lex, x);
        if (as_ssize(TUPLE_ITEM(shape, 1)) == 2) {
            if (draw(r, len, &y) < 0)
                return -1;
            if (y == x && len > 1)
                y = (y + 1) % len;
            n += size_of(lex, y);
        }
        if (n <= g - min_close) {
            Py_ssize_t at;
            if (draw(r, PyList_GET_SIZE(sentences), &at) < 0)
                return -1;
            PyObject *sentence = render(shape, lex, x, y);
            if (sentence == NULL)
                return -1;
            int rc = PyList_Insert(sentences, at + 1, sentence);
            Py_DECREF(sentence);
            if (rc < 0)
                return -1;
            g -= n;
            t += 1;
        }
    }
    *gap = g;
    *turn = t;
    return 0;
}

/* `_fit(rnd, lex, n)`: a new reference, Py_None when no option fits, NULL on error */
static PyObject *
fit(PyObject *r, PyObject *lex, Py_ssize_t n, Py_ssize_t min_close)
{
    PyObject *options = TUPLE_ITEM(TUPLE_ITEM(lex, 4), n - min_close);
    Py_ssize_t o, s, a, b;
    if (PyTuple_GET_SIZE(options) == 0)
        Py_RETURN_NONE;
    if (draw(r, PyTuple_GET_SIZE(options), &o) < 0)
        return NULL;
    PyObject *option = TUPLE_ITEM(options, o);
    PyObject *shapes = TUPLE_ITEM(option, 0);
    PyObject *pool_a = TUPLE_ITEM(option, 1);
    PyObject *pool_b = TUPLE_ITEM(option, 2);
    if (draw(r, PyTuple_GET_SIZE(shapes), &s) < 0)
        return NULL;
    PyObject *shape = TUPLE_ITEM(shapes, s);
    if (draw(r, PyTuple_GET_SIZE(pool_a), &a) < 0)
        return NULL;
    Py_ssize_t x = as_ssize(TUPLE_ITEM(pool_a, a)), y = -1;
    if (pool_b != Py_None) {
        Py_ssize_t len = PyTuple_GET_SIZE(pool_b);
        if (draw(r, len, &b) < 0)
            return NULL;
        y = as_ssize(TUPLE_ITEM(pool_b, b));
        if (y == x && len > 1)
            y = as_ssize(TUPLE_ITEM(pool_b, (b + 1) % len));
    }
    return render(shape, lex, x, y);
}

/* the attempt from its extras on: a new reference (the document or Py_None), NULL on error */
static PyObject *
finish(PyObject *r, PyObject *kinds, PyObject *main_lex, PyObject *second, PyObject *extras,
       Py_ssize_t words, Py_ssize_t min_close, Py_ssize_t max_close)
{
    PyObject *lexes[2] = {main_lex, second};
    Py_ssize_t n_lexes = second == Py_None ? 1 : 2;
    PyObject *sentences = NULL, *result = NULL, *sentence;
    Py_ssize_t gap, w, turn;

    sentence = draw_anchored(r, kinds, main_lex, &gap);
    if (sentence == NULL)
        return NULL;
    sentences = PyList_New(1);
    if (sentences == NULL) {
        Py_DECREF(sentence);
        return NULL;
    }
    PyList_SET_ITEM(sentences, 0, sentence); /* steals the reference */
    if (second != Py_None) {
        if (append_new(extras, draw_anchored(r, kinds, second, &w)) < 0)
            goto done;
    }
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(extras); i++) {
        PyObject *s = PyList_GET_ITEM(extras, i);
        if (insert(r, sentences, s) < 0)
            goto done;
        w = word_count(s);
        if (w < 0)
            goto done;
        gap += w;
    }
    gap = words - gap;
    if (fill_gap(r, kinds, lexes, n_lexes, sentences, &gap, &turn, min_close, max_close) < 0)
        goto done;
    if (gap < min_close || gap > max_close) {
        result = Py_NewRef(Py_None);
        goto done;
    }
    sentence = fit(r, lexes[turn % n_lexes], gap, min_close);
    if (sentence == NULL)
        goto done;
    if (sentence == Py_None) {
        result = sentence;
        goto done;
    }
    if (insert(r, sentences, sentence) < 0) {
        Py_DECREF(sentence);
        goto done;
    }
    Py_DECREF(sentence);
    {
        PyObject *space = PyUnicode_FromString(" ");
        if (space == NULL)
            goto done;
        result = PyUnicode_Join(space, sentences);
        Py_DECREF(space);
    }
done:
    Py_XDECREF(sentences);
    return result;
}


/* s[0].upper() + s[1:] */
static PyObject *
cap(PyObject *s)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (n == 0) {
        PyErr_SetString(PyExc_IndexError, "string index out of range");
        return NULL;
    }
    Py_UCS4 c = PyUnicode_READ_CHAR(s, 0);
    if (c < 128 && !(c >= 'a' && c <= 'z'))
        return Py_NewRef(s);
    PyObject *first = PyUnicode_Substring(s, 0, 1);
    if (first == NULL)
        return NULL;
    PyObject *up = PyObject_CallMethod(first, "upper", NULL);
    Py_DECREF(first);
    if (up == NULL)
        return NULL;
    PyObject *rest = PyUnicode_Substring(s, 1, n);
    if (rest == NULL) {
        Py_DECREF(up);
        return NULL;
    }
    PyObject *out = PyUnicode_Concat(up, rest);
    Py_DECREF(up);
    Py_DECREF(rest);
    return out;
}

/* A parsed template (prose.py's `_c_template`): a tuple of (literal, field) pairs, field None
 * (nothing after the literal), an int (one of `known`) or a str (a key of `facts`), each value
 * formatted as str.format formats it (format(value, '')). */
static PyObject *
fill(PyObject *parts, PyObject **known, Py_ssize_t n_known, PyObject *facts)
{
    Py_ssize_t n = PyTuple_GET_SIZE(parts);
    PyObject *pieces = PyList_New(0);
    if (pieces == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *part = TUPLE_ITEM(parts, i);
        if (PyList_Append(pieces, TUPLE_ITEM(part, 0)) < 0)
            goto fail;
        PyObject *field = TUPLE_ITEM(part, 1), *value;
        if (field == Py_None)
            continue;
        if (PyLong_Check(field)) {
            Py_ssize_t k = PyLong_AsSsize_t(field);
            if (k < 0 || k >= n_known || known[k] == NULL) {
                PyErr_SetString(PyExc_KeyError, "template field without a value");
                goto fail;
            }
            value = known[k];
        }
        else {
            value = facts == NULL ? NULL : PyDict_GetItemWithError(facts, field);
            if (value == NULL) {
                if (!PyErr_Occurred())
                    PyErr_SetObject(PyExc_KeyError, field);
                goto fail;
            }
        }
        if (append_new(pieces, PyObject_Format(value, NULL)) < 0)
            goto fail;
    }
    return join_parts(pieces);
fail:
    Py_DECREF(pieces);
    return NULL;
}

/* an item of a tuple, drawn (borrowed); NULL on error */
static PyObject *
pick_item(PyObject *r, PyObject *options)
{
    Py_ssize_t i;
    if (draw(r, PyTuple_GET_SIZE(options), &i) < 0)
        return NULL;
    return TUPLE_ITEM(options, i); /* borrowed */
}

/* `lex.pick(rnd)`: a term of the whole lexicon (borrowed) */
static PyObject *
pick_term(PyObject *r, PyObject *lex, Py_ssize_t *index)
{
    PyObject *terms = TUPLE_ITEM(lex, 0);
    if (draw(r, PyTuple_GET_SIZE(terms), index) < 0)
        return NULL;
    return TUPLE_ITEM(terms, *index);
}

/* append cap(fill(...)) to extras */
static int
add_extra(PyObject *extras, PyObject *parts, PyObject **known, Py_ssize_t n_known,
          PyObject *facts)
{
    PyObject *text = fill(parts, known, n_known, facts);
    if (text == NULL)
        return -1;
    PyObject *capped = cap(text);
    Py_DECREF(text);
    return append_new(extras, capped);
}

enum { F_X, F_CITE, F_W, F_PLACE, F_PERSON, F_ROLE, F_COUNT };

/* `_named(rnd, lex)` */
static PyObject *
named(PyObject *r, PyObject *spec, PyObject *lex)
{
    PyObject *known[F_COUNT] = {NULL};
    PyObject *lead_parts = pick_item(r, TUPLE_ITEM(spec, 0));
    if (lead_parts == NULL)
        return NULL;
    for (int k = 0; k < 3; k++) { /* place, person, role: drawn in that order, always */
        known[F_PLACE + k] = pick_item(r, TUPLE_ITEM(spec, 1 + k));
        if (known[F_PLACE + k] == NULL)
            return NULL;
    }
    PyObject *lead = fill(lead_parts, known, F_COUNT, NULL);
    if (lead == NULL)
        return NULL;
    PyObject *subject = pick_item(r, TUPLE_ITEM(spec, 4));
    PyObject *predicate = subject ? pick_item(r, TUPLE_ITEM(spec, 5)) : NULL;
    Py_ssize_t xi, yi;
    PyObject *x = predicate ? pick_term(r, lex, &xi) : NULL;
    PyObject *terms = TUPLE_ITEM(lex, 0);
    PyObject *y = NULL;
    if (x != NULL && draw(r, PyTuple_GET_SIZE(terms), &yi) == 0) {
        Py_ssize_t len = PyTuple_GET_SIZE(terms);
        if (yi == xi && len > 1)
            yi = (yi + 1) % len;
        y = TUPLE_ITEM(terms, yi);
    }
    if (y == NULL) {
        Py_DECREF(lead);
        return NULL;
    }
    /* f"{lead}, {subject} {said}." with said = head + x + mid (+ y + tail when two) */
    int two = PyObject_IsTrue(TUPLE_ITEM(predicate, 3));
    PyObject *comma = PyUnicode_FromString(", "), *space = PyUnicode_FromString(" "),
             *stop = PyUnicode_FromString(".");
    PyObject *text = NULL;
    if (comma && space && stop && two >= 0) {
        if (two)
            text = join_parts(PyTuple_Pack(10, lead, comma, subject, space,
                                           TUPLE_ITEM(predicate, 0), x, TUPLE_ITEM(predicate, 1),
                                           y, TUPLE_ITEM(predicate, 2), stop));
        else
            text = join_parts(PyTuple_Pack(8, lead, comma, subject, space,
                                           TUPLE_ITEM(predicate, 0), x, TUPLE_ITEM(predicate, 1),
                                           stop));
    }
    Py_XDECREF(comma);
    Py_XDECREF(space);
    Py_XDECREF(stop);
    Py_DECREF(lead);
    if (text == NULL)
        return NULL;
    PyObject *out = cap(text);
    Py_DECREF(text);
    return out;
}

/* random() < share, drawn */
static int
chance(PyObject *r, double share)
{
    double d;
    return next_random(r, &d) < 0 ? -1 : d < share;
}

/* attempt(random, voice, kinds, lexicons, topic, second, facts, cite, words, min_close,
 *         max_close) -> str | None: `DocumentWriter._attempt`. voice: (values, citations,
 * passing, titles, passing_share, place_share, named), named None or (leads, places, people,
 * roles, subjects, predicates), templates parsed (`_c_template`). */
static PyObject *
attempt(PyObject *self, PyObject *args)
{
    PyObject *r, *voice, *kinds, *lexicons, *facts, *cite;
    Py_ssize_t topic, second, words, min_close, max_close;
    double passing_share, place_share;
    if (!PyArg_ParseTuple(args, "OO!O!O!nnO!Onnn", &r, &PyTuple_Type, &voice, &PyTuple_Type,
                          &kinds, &PyTuple_Type, &lexicons, &topic, &second, &PyDict_Type,
                          &facts, &cite, &words, &min_close, &max_close))
        return NULL;
    Py_ssize_t n_topics = PyTuple_GET_SIZE(lexicons);
    if (topic < 0 || topic >= n_topics || second >= n_topics) {
        PyErr_SetString(PyExc_IndexError, "attempt: topic out of range");
        return NULL;
    }
    PyObject *values = TUPLE_ITEM(voice, 0), *citations = TUPLE_ITEM(voice, 1);
    PyObject *passing = TUPLE_ITEM(voice, 2), *titles = TUPLE_ITEM(voice, 3);
    passing_share = PyFloat_AsDouble(TUPLE_ITEM(voice, 4));
    place_share = PyFloat_AsDouble(TUPLE_ITEM(voice, 5));
    if (PyErr_Occurred())
        return NULL;
    PyObject *spec = TUPLE_ITEM(voice, 6);
    PyObject *main_lex = TUPLE_ITEM(lexicons, topic);
    PyObject *second_lex = second < 0 ? Py_None : TUPLE_ITEM(lexicons, second);
    PyObject *last_lex = second < 0 ? main_lex : second_lex;
    PyObject *known[F_COUNT] = {NULL};
    Py_ssize_t index;
    PyObject *extras = PyList_New(0), *result = NULL, *parts;
    if (extras == NULL)
        return NULL;
    /* the record's values: _pick(values).format(x=main.pick(rnd), **facts) */
    if ((parts = pick_item(r, values)) == NULL ||
        (known[F_X] = pick_term(r, main_lex, &index)) == NULL ||
        add_extra(extras, parts, known, F_COUNT, facts) < 0)
        goto done;
    if (cite != Py_None && PyTuple_GET_SIZE(citations) > 0) {
        known[F_CITE] = cite;
        if ((parts = pick_item(r, citations)) == NULL ||
            (known[F_X] = pick_term(r, last_lex, &index)) == NULL ||
            add_extra(extras, parts, known, F_COUNT, NULL) < 0)
            goto done;
        known[F_CITE] = NULL;
    }
    int passes = chance(r, passing_share);
    if (passes < 0)
        goto done;
    if (passes && n_topics > 2) { /* another topic's label, named in passing */
        Py_ssize_t others = n_topics - 1 - (second >= 0 && second != topic ? 1 : 0), k, o = -1;
        if (draw(r, others, &k) < 0)
            goto done;
        for (Py_ssize_t i = 0; i < n_topics; i++) {
            if (i == topic || i == second)
                continue;
            if (k-- == 0) {
                o = i;
                break;
            }
        }
        known[F_X] = NULL;
        known[F_W] = TUPLE_ITEM(titles, o);
        if ((parts = pick_item(r, passing)) == NULL ||
            add_extra(extras, parts, known, F_COUNT, NULL) < 0)
            goto done;
        known[F_W] = NULL;
    }
    if (spec != Py_None) {
        int placed = chance(r, place_share);
        if (placed < 0)
            goto done;
        if (placed) {
            if (append_new(extras, named(r, spec, last_lex)) < 0)
                goto done;
        }
    }
    result = finish(r, kinds, main_lex, second_lex, extras, words, min_close, max_close);
done:
    Py_DECREF(extras);
    return result;
}

static PyMethodDef methods[] = {
    {"attempt", attempt, METH_VARARGS,
     "attempt(random, voice, kinds, lexicons, topic, second, facts, cite, words, min_close, "
     "max_close): the document `DocumentWriter._attempt` writes, or None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_prose_c", "The prose writer's document loop, compiled.", -1, methods,
};

PyMODINIT_FUNC
PyInit__prose_c(void)
{
    return PyModule_Create(&module);
}
