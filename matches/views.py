"""The job pages: my jobs, the job form and one job (progress, result, sample games via static/js/jobs.js)."""
from django.contrib.auth.decorators import login_required
from django.shortcuts import render

from decks import selectors as deck_selectors
from decks.views import GAME_LIST
from engine.core import pilot_descriptions
from matches import selectors


@login_required
def my_jobs(request):
    return render(request, "matches/mine.html", {"jobs": selectors.job_list(request.user)})


@login_required
def new_job(request):
    mine = deck_selectors.my_decks(request.user)
    public = deck_selectors.public_decks().exclude(owner=request.user)[:50]
    return render(request, "matches/new.html", {"mine": mine, "public": public, "games": GAME_LIST,
                                                "pilots": pilot_descriptions(), "preselected": request.GET.get("deck", "")})


@login_required
def job_page(request, job_id):
    job = selectors.job_for(request.user, job_id)
    return render(request, "matches/job.html", {"job": job, "cards": selectors.job_cards(job),
                                                "deck_names": [deck["name"] for deck in job.decks]})
